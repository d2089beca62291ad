import type { RouteParams } from '#web/routes/catalogue.ts';
import type { CacheReader } from '#web/routes/page-registry.ts';
import {
  FollowSuggestionsQuery,
  FollowingPublicationsQuery,
  FollowingTagsQuery,
  FollowingWritersQuery,
} from './api/following-queries.ts';
import { followingTabOf } from './following-tabs.ts';
import { customizeFollowingPage, customizeSuggestionsPage } from './page.ts';

const read: CacheReader = () => null;
const firstPage = { limit: 10 };

test('/me/following is the writers tab; each tab loads its own list; an unknown one nothing', async () => {
  const data = await customizeFollowingPage.data();
  expect(data.queries({})).toEqual([{ query: FollowingWritersQuery, variables: firstPage }]);
  expect(data.queries({ entityName: 'publications' })).toEqual([
    { query: FollowingPublicationsQuery, variables: firstPage },
  ]);
  expect(data.queries({ entityName: 'tags' })).toEqual([{ query: FollowingTagsQuery, variables: firstPage }]);
  expect(data.queries({ entityName: 'topics-of-old' })).toEqual([]);
});

test('an unknown tab is the 404 page; the others are never indexed nor cached', async () => {
  const data = await customizeFollowingPage.data();
  expect(followingTabOf({ entityName: 'nope' })).toBeNull();
  expect(data.describe(read, { entityName: 'nope' } as RouteParams)).toBeNull();
  expect(data.describe(read, { entityName: 'tags' })).toEqual({
    title: 'Refine recommendations – Folio',
    noindex: true,
  });
  expect([customizeFollowingPage.layout, customizeFollowingPage.cacheKind]).toEqual(['two-column', 'other']);
});

test('the suggestions page loads the reader’s suggestions', async () => {
  const data = await customizeSuggestionsPage.data();
  expect(data.queries({})).toEqual([{ query: FollowSuggestionsQuery, variables: {} }]);
  expect(customizeSuggestionsPage.cacheKind).toBe('other');
});
