import { imageUrl } from '../../lib/format/image-url.ts';
import { texts } from '../../lib/texts.ts';
import type { PageDefinition } from '../../routes/page-registry.ts';
import type { FollowedUser, MissingUser } from './api/followed-user-fragment.ts';
import { publicationFollowersQuery } from './api/publication-followers-query.ts';
import { userFollowersQuery } from './api/user-followers-query.ts';
import { userFollowingQuery } from './api/user-following-query.ts';
import { followersTexts } from './texts.ts';

const loadUserPages = () => import('./components/user-people-pages.tsx');

/** The head of a writer's list page, or null (→ 404) when there is no such writer. */
function writerHead(user: FollowedUser | MissingUser | undefined, title: (name: string) => string) {
  if (user?.__typename !== 'User') return null;
  return {
    title: `${title(user.name)} – ${texts.siteName}`,
    kind: 'profile' as const,
    ...(user.imageId ? { image: imageUrl(user.imageId) } : {}),
  };
}

/** /@{username}/followers, also /followers on the writer's domain (two-column layout). */
export const userFollowersPage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    loadUserPages().then(({ UserFollowersPage, UserFollowersSidebar }) => ({
      Page: UserFollowersPage,
      Sidebar: UserFollowersSidebar,
    })),
  queries: (params) => [userFollowersQuery(params.username ?? '')],
  describe: (read, params) =>
    writerHead(read(userFollowersQuery(params.username ?? ''))?.userResult, followersTexts.followersTitle),
  cacheKind: 'other',
};

/** /@{username}/following, also /following on the writer's domain (two-column layout). */
export const userFollowingPage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    loadUserPages().then(({ UserFollowingPage, UserFollowingSidebar }) => ({
      Page: UserFollowingPage,
      Sidebar: UserFollowingSidebar,
    })),
  queries: (params) => [userFollowingQuery(params.username ?? '')],
  describe: (read, params) =>
    writerHead(read(userFollowingQuery(params.username ?? ''))?.userResult, followersTexts.followingTitle),
  cacheKind: 'other',
};

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
  queries: (params) => [publicationFollowersQuery(params.collectionSlug ?? '')],
  describe(read, params) {
    const collection = read(publicationFollowersQuery(params.collectionSlug ?? ''))?.collectionByDomainOrSlug;
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
