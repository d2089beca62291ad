import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { catalogPageQuery } from './api/catalog-page-query.ts';
import { savedListsQuery, userListsQuery, yourListsQuery } from './api/lists-queries.ts';
import { catalogSlugIdOf, usernameOf } from './list-params.ts';
import { listsTexts } from './texts.ts';

/** A list's page: the list preloaded; one that is not there (or private to someone else) is the 404 page. */
const catalogData = (
  accepts: (
    catalog: { visibility: string; creator: { username: string } },
    params: Readonly<Record<string, string>>,
  ) => boolean,
  withEngagement = true,
): PageData => ({
  queries: (params) => [catalogPageQuery(catalogSlugIdOf(params), withEngagement)],
  describe(read, params) {
    const catalog = read(catalogPageQuery(catalogSlugIdOf(params), withEngagement))?.catalog;
    if (catalog?.__typename !== 'Catalog' || !accepts(catalog, params)) return null;
    return {
      title: listsTexts.pageTitle(catalog.name, texts.siteName),
      description: catalog.description || listsTexts.by(catalog.creator.name),
      kind: 'website',
      ...(catalog.visibility === 'PUBLIC' ? {} : { noindex: true }),
    };
  },
});

/** /me/list/{catalogSlugId}: any list the viewer may see. */
export const yourCatalogData = catalogData(() => true);
/** /@{username}/list/{catalogSlugId}: the list must be that user's. */
export const userCatalogData = catalogData(
  (catalog, params) => catalog.creator.username === usernameOf(params),
);
/** /embed/list/{catalogSlugId}: public lists only, even for their owner; no claps nor responses. */
export const embedCatalogData = catalogData((catalog) => catalog.visibility === 'PUBLIC', false);

export const yourListsData: PageData = {
  queries: () => [yourListsQuery()],
  describe: () => ({ title: listsTexts.pageTitle(listsTexts.yourLists, texts.siteName), noindex: true }),
};

export const savedListsData: PageData = {
  queries: () => [savedListsQuery()],
  describe: () => ({ title: listsTexts.pageTitle(listsTexts.savedLists, texts.siteName), noindex: true }),
};

export const userListsData: PageData = {
  queries: (params) => [userListsQuery(usernameOf(params))],
  describe(read, params) {
    const user = read(userListsQuery(usernameOf(params)))?.userResult;
    if (user?.__typename !== 'User') return null;
    return { title: listsTexts.pageTitle(listsTexts.listsOf(user.name), texts.siteName), kind: 'website' };
  },
};
