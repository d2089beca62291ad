import { resolveFlags } from '#contract/flags.ts';
import type { HostKind } from '#contract/edge-headers.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { findPage, withQueryParams } from './find-page.ts';

const off = resolveFlags([]);
const lite = resolveFlags([{ name: 'enable_lite_publications', value: true }]);
const mastodon = resolveFlags([{ name: 'enable_mastodon_for_members', value: true }]);
const archive = resolveFlags([{ name: 'enable_lite_archive_page', value: true }]);
const liteArchive = { ...lite, enable_lite_archive_page: true };
const planSwitch = resolveFlags([{ name: 'enable_premium_tier_plan_switch', value: true }]);
const targets: Record<HostKind, string | null> = { default: null, user: 'ada', publication: 'the-pub' };

/** The page a path shows, or null (→ 404); asserts nothing is warned or logged on the way. */
function pageOf(path: string, flags = off, kind: HostKind = 'default') {
  const warn = jest.fn();
  const error = jest.fn();
  const found = findPage(routeTables[kind], path, targets[kind], 'anonymous', flags, warn, error);
  expect(warn).not.toHaveBeenCalled();
  expect(error).not.toHaveBeenCalled();
  if (found?.kind === 'redirect') throw new Error(`${path} redirects`);
  return found && { page: found.view.page, layout: found.definition.layout };
}

describe('findPage under the flags (spec 1 §2.2)', () => {
  it.each([
    ['/the-pub', 'publication-profile', 'community-publication-profile'],
    ['/the-pub/about', 'publication-about', 'community-publication-about'],
    ['/the-pub/tagged/poetry', 'publication-tagged', 'community-publication-tagged'],
    ['/the-pub/latest', 'publication-profile', 'community-publication-latest'],
  ])('%s shows %s with lite publications off, %s with it on', (path, plain, community) => {
    expect(pageOf(path)?.page).toBe(plain);
    expect(pageOf(path, lite)).toEqual({ page: community, layout: 'publication' });
  });

  it('chooses the community-* pages on a publication’s own domain too', () => {
    expect(pageOf('/about', off, 'publication')?.page).toBe('publication-about');
    expect(pageOf('/about', lite, 'publication')?.page).toBe('community-publication-about');
  });

  it('leaves pages outside publications alone', () => {
    expect(pageOf('/the-pub/1a2b3c4d5e6f', lite)?.page).toBe('post');
    expect(pageOf('/@ada', lite)?.page).toBe('user-profile');
  });

  it('has no page at /mastodon while enable_mastodon_for_members is off (→ 404)', () => {
    // Not a publication called "mastodon" either: the static route wins, and it does not exist.
    expect(pageOf('/mastodon')).toBeNull();
    expect(pageOf('/mastodon', lite)).toBeNull();
    expect(pageOf('/mastodon', mastodon)).toEqual({ page: 'mastodon-for-members', layout: 'basic' });
  });

  it.each([
    '/the-pub/archive',
    '/the-pub/archive/2024',
    '/the-pub/archive/2024/03',
    '/the-pub/archive/2024/03/05',
  ])('has a page at %s only with enable_lite_archive_page on, community-* with lite publications', (path) => {
    expect(pageOf(path)).toBeNull();
    expect(pageOf(path, lite)).toBeNull();
    expect(pageOf(path, archive)?.page).toBe('publication-profile');
    expect(pageOf(path, liteArchive)).toEqual({
      page: 'community-publication-archive',
      layout: 'publication',
    });
  });

  it('has the archive on a publication’s own domain only with its flag too', () => {
    expect(pageOf('/archive/2024', off, 'publication')).toBeNull();
    expect(pageOf('/archive/2024', archive, 'publication')?.page).toBe('publication-profile');
  });

  it('has the premium-tier plan switch confirmation only with enable_premium_tier_plan_switch on', () => {
    const path = '/manage-membership/confirmation/PREMIUM_MONTHLY';
    expect(pageOf(path)).toBeNull();
    expect(pageOf(path, planSwitch)).toEqual({ page: 'manage-membership', layout: 'top-navigation' });
    // Managing a membership (cancel, payment) is not a plan switch: always there.
    expect(pageOf('/manage-membership')?.page).toBe('manage-membership');
  });

  it('hides the lite gift checkout while disable_lite_gift_page is on (spec 2 §2)', () => {
    const hidden = resolveFlags([{ name: 'disable_lite_gift_page', value: true }]);
    expect(pageOf('/gift-plans')?.page).toBe('gift-membership');
    expect(pageOf('/gift-plans', hidden)).toBeNull();
    // The other gift pages stay.
    expect(pageOf('/group-gift', hidden)?.page).toBe('group-gift-membership');
  });
});

describe('withQueryParams (decision 142)', () => {
  const find = (path: string) => findPage(routeTables.default, path, null, 'anonymous', off);

  it('gives the post page its friend link key and nothing else of the query', () => {
    const found = withQueryParams(find('/@ada/a-story-1a2b3c4d5e6f'), '?sk=abc&utm_source=x');
    expect(found?.kind === 'page' && found.view.params).toEqual({
      username: 'ada',
      postId: 'a-story-1a2b3c4d5e6f',
      sk: 'abc',
    });
  });

  it('leaves pages that read no query parameter as they were', () => {
    const found = find('/@ada');
    expect(withQueryParams(found, '?sk=abc')).toBe(found);
  });
});
