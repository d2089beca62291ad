import { homeTabHref, homeTabKey, homeTabOf, type HomeTab } from './home-tab.ts';

describe('the home tab in the address (decision 259)', () => {
  it.each<[HomeTab, string]>([
    [{ kind: 'for-you' }, '/'],
    [{ kind: 'following' }, '/?feed=following'],
    [{ kind: 'tag', slug: 'machine-learning' }, '/?tag=machine-learning'],
    [{ kind: 'tag', slug: 'c++' }, '/?tag=c%2B%2B'],
  ])('%j lives at %s and is read back from it', (tab, href) => {
    expect(homeTabHref(tab)).toBe(href);
    const query = new URLSearchParams(new URL(href, 'https://folio.example').search);
    expect(homeTabOf(Object.fromEntries(query))).toEqual(tab);
  });

  it('reads an unknown feed as For you, and a tag before a feed', () => {
    expect(homeTabOf({ feed: 'popular' })).toEqual({ kind: 'for-you' });
    expect(homeTabOf({ feed: 'following', tag: 'data' })).toEqual({ kind: 'tag', slug: 'data' });
  });

  it('keys each tab apart', () => {
    expect(homeTabKey({ kind: 'tag', slug: 'following' })).not.toBe(homeTabKey({ kind: 'following' }));
  });
});
