import type { RouteName, RouteParams } from '#web/routes/catalogue.ts';
import type { View } from '../router/router-context.ts';
import { searchScope } from './search-scope.ts';

const view = (route: RouteName, page: string, params: RouteParams = {}): View => ({
  kind: 'page',
  route,
  page,
  params,
});

describe('searchScope (spec 1 §2.6)', () => {
  it.each<[RouteName, RouteParams]>([
    ['ShowPost', { postId: 'a1' }],
    ['ShowPostUnderUser', { username: 'ann', postId: 'a1' }],
    ['ShowPostUnderCollection', { collectionSlug: 'pub', postId: 'a1' }],
    ['ShowSequencePost', { sequenceSlug: 's', postId: 'a1' }],
  ])('searches posts on the post page of %s', (route, params) => {
    expect(searchScope(view(route, 'post', params))).toEqual({
      kind: 'posts',
      indexes: ['posts'],
      hitsPerPage: 3,
      filters: {},
      results: { to: 'ShowSearch', params: {} },
    });
  });

  it("searches a publication's posts, 8 per page, on publication-* pages", () => {
    const scope = searchScope(view('ShowCollectionMasthead', 'publication-about', { collectionSlug: 'pub' }));
    expect(scope).toEqual({
      kind: 'publication',
      indexes: ['posts'],
      hitsPerPage: 8,
      filters: { collectionSlug: 'pub' },
      results: { to: 'ShowCollectionSearch', params: { collectionSlug: 'pub' } },
    });
  });

  it("takes the publication from a custom domain's host target", () => {
    const scope = searchScope(view('ShowCollectionHome', 'publication-profile'), 'pub');
    expect(scope.filters).toEqual({ collectionSlug: 'pub' });
  });

  it("searches a user's posts, 8 per page, on user-* pages", () => {
    expect(searchScope(view('ShowUser', 'user-profile', { username: 'ann' }))).toEqual({
      kind: 'user',
      indexes: ['posts'],
      hitsPerPage: 8,
      filters: { username: 'ann' },
      results: { to: 'ShowSearchPosts', params: {} },
    });
  });

  it('limits a user search to the list on ShowUserList', () => {
    const scope = searchScope(
      view('ShowUserList', 'user-catalog', { username: 'ann', catalogSlugId: 'reads-1f' }),
    );
    expect(scope.filters).toEqual({ username: 'ann', catalogSlugId: 'reads-1f' });
  });

  it.each<[RouteName, string, RouteParams]>([
    ['ShowTagPosts', 'topic', { tagSlug: 'rust' }],
    ['ShowTagRecommended', 'topic-recommended', { tagSlug: 'rust' }],
    ['ShowTagArchive', 'tag-archive', { tagSlug: 'rust' }],
  ])('uses the topic context on %s', (route, page, params) => {
    const scope = searchScope(view(route, page, params));
    expect(scope.kind).toBe('topic');
    expect(scope.filters).toEqual({ tagSlug: 'rust' });
  });

  it('uses their own context on notifications and your-stories pages', () => {
    expect(searchScope(view('ShowYourNotifications', 'notifications')).kind).toBe('notifications');
    expect(searchScope(view('ShowYourStories', 'your-stories')).kind).toBe('your-stories');
  });

  it.each<View>([
    view('ShowHome', 'home-lo'),
    view('ShowExploreTopics', 'explore-topics'),
    { kind: 'not-found' },
    { kind: 'error', status: 500 },
  ])('searches users, publications and tags, 3 each, elsewhere (%o)', (current) => {
    expect(searchScope(current)).toEqual({
      kind: 'default',
      indexes: ['users', 'collections', 'tags'],
      hitsPerPage: 3,
      filters: {},
      results: { to: 'ShowSearch', params: {} },
    });
  });
});
