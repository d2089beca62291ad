import type { PageDefinition } from '#web/routes/page-registry.ts';

/**
 * Lists (issue #13): Your lists and Saved lists (/me/lists, /me/lists/saved), a list
 * (/me/list/{catalogSlugId}, /@{username}/list/{catalogSlugId}), a profile's lists (/@{username}/lists)
 * and the embeddable list (/embed/list/{catalogSlugId}, basic layout). None is cached by CloudFront
 * (cacheKind other): a list changes with every save, and no invalidation follows lists yet.
 */
const indexPage =
  (name: 'YourListsPage' | 'SavedListsPage' | 'UserListsPage'): PageDefinition['load'] =>
  () =>
    import('./components/lists-index-pages.tsx').then((module) => ({ Page: module[name] }));
const catalogPage: PageDefinition['load'] = () =>
  import('./components/catalog-page.tsx').then(({ CatalogPage }) => ({ Page: CatalogPage }));

export const yourCatalogsPage: PageDefinition = {
  layout: 'two-column',
  load: indexPage('YourListsPage'),
  data: () => import('./page-data.ts').then(({ yourListsData }) => yourListsData),
  cacheKind: 'other',
};

export const yourFollowedCatalogsPage: PageDefinition = {
  layout: 'two-column',
  load: indexPage('SavedListsPage'),
  data: () => import('./page-data.ts').then(({ savedListsData }) => savedListsData),
  cacheKind: 'other',
};

export const userCatalogsPage: PageDefinition = {
  layout: 'two-column',
  load: indexPage('UserListsPage'),
  data: () => import('./page-data.ts').then(({ userListsData }) => userListsData),
  cacheKind: 'other',
};

export const yourCatalogPage: PageDefinition = {
  layout: 'two-column',
  load: catalogPage,
  data: () => import('./page-data.ts').then(({ yourCatalogData }) => yourCatalogData),
  cacheKind: 'other',
};

export const userCatalogPage: PageDefinition = {
  layout: 'two-column',
  load: catalogPage,
  data: () => import('./page-data.ts').then(({ userCatalogData }) => userCatalogData),
  cacheKind: 'other',
};

export const embedCatalogPage: PageDefinition = {
  layout: 'basic',
  load: () =>
    import('./components/embed-catalog-page.tsx').then(({ EmbedCatalogPage }) => ({
      Page: EmbedCatalogPage,
    })),
  data: () => import('./page-data.ts').then(({ embedCatalogData }) => embedCatalogData),
  cacheKind: 'other',
};
