import { imageUrl } from '#web/lib/format/image-url.ts';
import { texts } from '#web/lib/texts.ts';
import type { RouteParams } from '#web/routes/catalogue.ts';
import type { PageDefinition } from '#web/routes/page-registry.ts';
import { publicationFollowersQuery } from './api/publication-followers-query.ts';
import {
  UserFollowersQuery,
  UserFollowingQuery,
  userPeopleQuery,
  type PeopleField,
  type UserPeopleQuery,
} from './api/user-people-query.ts';
import { followersTexts } from './texts.ts';
import { collectionDomainOrSlug } from '#web/routes/collection-param.ts';

const loadUserPages = () => import('./components/user-people-pages.tsx');

/**
 * One of a writer's list pages, also on the writer's domain (two-column layout): titled after the
 * writer, or not found (→ 404) when there is no such writer.
 */
function userPeoplePage<Field extends PeopleField>(
  query: UserPeopleQuery<Field>,
  title: (name: string) => string,
  load: PageDefinition['load'],
): PageDefinition {
  const request = (params: RouteParams) => userPeopleQuery(query, params.username ?? '');
  return {
    layout: 'two-column',
    load,
    queries: (params) => [request(params)],
    describe(read, params) {
      const user = read(request(params))?.userResult;
      if (user?.__typename !== 'User') return null;
      return {
        title: `${title(user.name)} – ${texts.siteName}`,
        kind: 'profile',
        ...(user.imageId ? { image: imageUrl(user.imageId) } : {}),
      };
    },
    cacheKind: 'other',
  };
}

/** /@{username}/followers, also /followers on the writer's domain. */
export const userFollowersPage = userPeoplePage(UserFollowersQuery, followersTexts.followersTitle, () =>
  loadUserPages().then(({ UserFollowersPage, UserFollowersSidebar }) => ({
    Page: UserFollowersPage,
    Sidebar: UserFollowersSidebar,
  })),
);

/** /@{username}/following, also /following on the writer's domain. */
export const userFollowingPage = userPeoplePage(UserFollowingQuery, followersTexts.followingTitle, () =>
  loadUserPages().then(({ UserFollowingPage, UserFollowingSidebar }) => ({
    Page: UserFollowingPage,
    Sidebar: UserFollowingSidebar,
  })),
);

/**
 * /{collectionSlug}/followers, also /followers on the publication's domain (two-column layout). Spec 1
 * §2.2: as on its home, a missing publication or an error shows the 404 page.
 */
export const publicationFollowersPage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    import('./components/publication-followers-page.tsx').then(
      ({ PublicationFollowersPage, PublicationFollowersSidebar }) => ({
        Page: PublicationFollowersPage,
        Sidebar: PublicationFollowersSidebar,
      }),
    ),
  queries: (params) => [publicationFollowersQuery(collectionDomainOrSlug(params))],
  describe(read, params) {
    const collection = read(
      publicationFollowersQuery(collectionDomainOrSlug(params)),
    )?.collectionByDomainOrSlug;
    if (!collection) return null;
    return {
      title: `${followersTexts.followersTitle(collection.name)} – ${texts.siteName}`,
      kind: 'website',
      ...(collection.avatar ? { image: imageUrl(collection.avatar.id) } : {}),
    };
  },
  cacheKind: 'other',
  errorShowsNotFound: true,
};
