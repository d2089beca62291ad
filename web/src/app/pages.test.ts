import { routeCatalogue } from '../routes/catalogue.ts';
import { choosePage, pages } from './pages.ts';

describe('the page registry', () => {
  it('has a page for every route of the catalogue', () => {
    for (const route of Object.values(routeCatalogue)) expect(() => pages.get(route.page)).not.toThrow();
  });

  it('throws on an unknown page name (spec 1 §2.1)', () => {
    expect(() => pages.get('nowhere')).toThrow('Expected nowhere page to exist.');
    expect(() => pages.get('toString')).toThrow('Expected toString page to exist.');
  });

  it('gives each page the layout of spec 1 §2.1', () => {
    expect(pages.get('home-lo').layout).toBe('basic');
    expect(pages.get('post').layout).toBe('top-navigation');
    expect(pages.get('user-profile').layout).toBe('two-column');
    expect(pages.get('publication-profile').layout).toBe('two-column');
    expect(pages.get('home').layout).toBe('two-column');
  });

  it('shows home-lo at home to everyone but signed-in readers', () => {
    expect(choosePage('home', 'anonymous')).toBe('home-lo');
    expect(choosePage('home', 'bot')).toBe('home-lo');
    expect(choosePage('home', 'signed-in')).toBe('home');
    expect(choosePage('post', 'anonymous')).toBe('post');
  });

  it('loads every page’s script', async () => {
    for (const name of pages.names()) {
      const module = await pages.get(name).load();
      expect(typeof module.Page).toBe('function');
    }
  });
});
