import { imageUrl } from '#web/lib/format/image-url.ts';
import { texts } from '#web/lib/texts.ts';
import type { PageDefinition } from '#web/routes/page-registry.ts';
import { collectionDomainOrSlug } from '#web/routes/collection-param.ts';
import { publicationProfileQuery, readProfileCollection } from './api/publication-profile.ts';
import { publicationSubmissionsQuery } from './api/publication-submissions-query.ts';
import { submissionsTitle } from './submissions-title.ts';

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
  queries: (params) => [publicationProfileQuery(params)],
  describe(read, params) {
    const collection = readProfileCollection(read, params);
    if (!collection) return null;
    return {
      title: `${collection.name} – ${texts.siteName}`,
      description: collection.description,
      kind: 'website',
      ...(collection.avatar ? { image: imageUrl(collection.avatar.id) } : {}),
    };
  },
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
  queries: (params) => [publicationSubmissionsQuery(collectionDomainOrSlug(params))],
  describe(read, params) {
    const collection = read(
      publicationSubmissionsQuery(collectionDomainOrSlug(params)),
    )?.collectionByDomainOrSlug;
    if (!collection) return null;
    return { title: `${submissionsTitle(collection.name)} – ${texts.siteName}`, noindex: true };
  },
  cacheKind: 'other',
  errorShowsNotFound: true,
};
