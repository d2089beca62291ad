import { resolveFlags } from '#contract/flags.ts';
import { loadsFromServer } from './full-page-load.ts';

const flagged = (value: string) => resolveFlags([{ name: 'full_page_load_routes', value }]);

describe('per-route full page loads (spec 1 §6)', () => {
  it('navigates in the browser by default', () => {
    expect(loadsFromServer(resolveFlags([]), 'ShowUser')).toBe(false);
  });

  it('loads the listed routes from the server, spaces forgiven, others still in the browser', () => {
    const flags = flagged('ShowPost, ShowUser');
    expect(loadsFromServer(flags, 'ShowUser')).toBe(true);
    expect(loadsFromServer(flags, 'ShowPost')).toBe(true);
    expect(loadsFromServer(flags, 'ShowHome')).toBe(false);
  });

  it('loads every route from the server with *', () => {
    expect(loadsFromServer(flagged('*'), 'ShowHome')).toBe(true);
  });
});
