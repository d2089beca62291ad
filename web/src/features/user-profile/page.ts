import type { PageDefinition } from '#web/routes/page-registry.ts';

/** A writer's profile at /@{username}, /u/{userId} or on their own domain (two-column layout). */
export const userProfilePage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    import('./components/user-profile-page.tsx').then(({ UserProfilePage, UserProfileSidebar }) => ({
      Page: UserProfilePage,
      Sidebar: UserProfileSidebar,
    })),
  data: () => import('./page-data.ts').then(({ userProfileData }) => userProfileData),
  cacheKind: 'other',
};

const loadAboutPages = () => import('./components/user-about-page.tsx');

/** /@{username}/about (user-about, two-column): bio, member since, followers and following. */
export const userAboutPage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    loadAboutPages().then(({ UserAboutPage, UserAboutSidebar }) => ({
      Page: UserAboutPage,
      Sidebar: UserAboutSidebar,
    })),
  data: () => import('./page-data.ts').then(({ userAboutData }) => userAboutData),
  cacheKind: 'other',
};

/** /@{username}/books (user-books, two-column): the writer's books, none yet. */
export const userBooksPage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    loadAboutPages().then(({ UserBooksPage, UserAboutSidebar }) => ({
      Page: UserBooksPage,
      Sidebar: UserAboutSidebar,
    })),
  data: () => import('./page-data.ts').then(({ userAboutData }) => userAboutData),
  cacheKind: 'other',
};

/** /@{username}/subscribe: the writer-subscription page (issue #15), the profile's data, its own small script. */
export const writerSubscriptionPage: PageDefinition = {
  layout: 'top-navigation',
  load: () =>
    import('./components/subscribe-prompt.tsx').then(({ SubscribePromptPage }) => ({
      Page: SubscribePromptPage,
    })),
  data: () => import('./page-data.ts').then(({ userProfileData }) => userProfileData),
  cacheKind: 'other',
};
