import type { PageDefinition } from '#web/routes/page-registry.ts';

const loadData = () => import('./page-data.ts');

/**
 * A publication's home at /{collectionSlug}, /c/{collectionId} or on its own domain (two-column layout). Spec 1 §2.2: a
 * missing collection or an error shows the 404 page.
 */
export const publicationProfilePage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    import('./components/publication-home-page.tsx').then(({ PublicationHomePage, PublicationSidebar }) => ({
      Page: PublicationHomePage,
      Sidebar: PublicationSidebar,
    })),
  data: () => loadData().then(({ publicationProfileData }) => publicationProfileData),
  cacheKind: 'other',
  errorShowsNotFound: true,
};

/**
 * /{collectionSlug}/stories/submissions (two-column, like the publication's other lists): the stories
 * waiting for its editors. A missing publication is the 404 page; the list is asked in the browser.
 */
export const publicationSubmissionsPage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    import('./components/publication-submissions-page.tsx').then(({ PublicationSubmissionsPage }) => ({
      Page: PublicationSubmissionsPage,
    })),
  data: () => loadData().then(({ publicationSubmissionsData }) => publicationSubmissionsData),
  cacheKind: 'other',
  errorShowsNotFound: true,
};

/**
 * A publication's tagged page, /{collectionSlug}/tagged/{tagSlug} (two-column, spec 1 §2.1; decision
 * 257): its stories under the tag. A missing publication is the 404 page; an unknown tag is empty.
 */
export const publicationTaggedPage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    import('./components/publication-tagged-page.tsx').then(
      ({ PublicationTaggedPage, PublicationTaggedSidebar }) => ({
        Page: PublicationTaggedPage,
        Sidebar: PublicationTaggedSidebar,
      }),
    ),
  data: () => loadData().then(({ publicationTaggedData }) => publicationTaggedData),
  cacheKind: 'other',
  errorShowsNotFound: true,
};
