import type { PageDefinition } from '#web/routes/page-registry.ts';

const loadUserPages = () => import('./components/user-people-pages.tsx');
const loadData = () => import('./page-data.ts');

/** /@{username}/followers, also /followers on the writer's domain (two-column layout). */
export const userFollowersPage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    loadUserPages().then(({ UserFollowersPage, UserFollowersSidebar }) => ({
      Page: UserFollowersPage,
      Sidebar: UserFollowersSidebar,
    })),
  data: () => loadData().then(({ userFollowersData }) => userFollowersData),
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
  data: () => loadData().then(({ userFollowingData }) => userFollowingData),
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
  data: () => loadData().then(({ publicationFollowersData }) => publicationFollowersData),
  cacheKind: 'other',
  errorShowsNotFound: true,
};
