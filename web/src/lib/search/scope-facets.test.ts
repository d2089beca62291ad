import type { View } from '../router/router-context.ts';
import { scopeFacets } from './scope-facets.ts';
import { searchScope } from './search-scope.ts';

const scopeOf = (route: View & { kind: 'page' }) => searchScope(route);
const page = (route: string, pageName: string, params: Record<string, string> = {}) =>
  ({ kind: 'page', route, page: pageName, params }) as View & { kind: 'page' };

describe('scopeFacets (spec 1 §2.6)', () => {
  it("waits for a publication's id, then searches its stories", () => {
    const scope = scopeOf(page('ShowCollectionHome', 'publication-profile', { collectionSlug: 'pub' }));
    expect(scopeFacets(scope, {})).toBeNull();
    expect(scopeFacets(scope, { collectionId: 'c1' })).toEqual({ posts: ['collectionId:c1'] });
  });

  it("searches a writer's stories, within a list on its page", () => {
    const profile = scopeOf(page('ShowUser', 'user-profile', { username: 'ann' }));
    expect(scopeFacets(profile, {})).toBeNull();
    expect(scopeFacets(profile, { userId: 'u1' })).toEqual({ posts: ['creatorId:u1'] });
    const list = scopeOf(
      page('ShowUserList', 'user-catalog', { username: 'ann', catalogSlugId: 'reads-1f2e3d4c5b6a7980' }),
    );
    expect(scopeFacets(list, { userId: 'u1' })).toEqual({
      posts: ['creatorId:u1', 'catalogIds:1f2e3d4c5b6a7980'],
    });
  });

  it("searches a tag's stories on its page, the viewer's own on your stories, nothing more elsewhere", () => {
    expect(scopeFacets(scopeOf(page('ShowTagPosts', 'topic', { tagSlug: 'rust' })), {})).toEqual({
      posts: ['tags:rust'],
    });
    const yours = scopeOf(page('ShowYourStories', 'your-stories'));
    expect(scopeFacets(yours, {})).toBeNull();
    expect(scopeFacets(yours, { viewerId: 'v1' })).toEqual({ posts: ['creatorId:v1'] });
    expect(scopeFacets(scopeOf(page('ShowHome', 'home-lo')), {})).toEqual({});
  });
});
