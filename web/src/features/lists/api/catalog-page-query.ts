import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { CatalogPage_catalog, CatalogPage_engagement, CatalogPage_items } from './catalog-fragments.ts';

type Variables = Operations.CatalogPageQueryVariables;

export const CatalogPageQuery: TypedDocumentNode<Operations.CatalogPageQuery, Variables> = gql`
  query CatalogPageQuery($catalogSlugId: ID!, $withEngagement: Boolean = false) {
    catalog(catalogSlugId: $catalogSlugId) {
      __typename
      ...CatalogPage_catalog
      ...CatalogPage_engagement @include(if: $withEngagement)
      ... on NotFound {
        message
      }
      ... on BadRequest {
        message
      }
    }
    # The first 15 items: three resolvers a story keep the page well within the API's budget.
    catalogItems(catalogSlugId: $catalogSlugId, paging: { limit: 15 }) {
      __typename
      ...CatalogPage_items
    }
  }
  ${CatalogPage_catalog}
  ${CatalogPage_engagement}
  ${CatalogPage_items}
`;

/** Show more on a list: the next 15 items after the cursor, appended by the cache (Query.catalogItems). */
export const CatalogMoreItemsQuery: TypedDocumentNode<
  Operations.CatalogMoreItemsQuery,
  Operations.CatalogMoreItemsQueryVariables
> = gql`
  query CatalogMoreItemsQuery($catalogSlugId: ID!, $to: String!) {
    catalogItems(catalogSlugId: $catalogSlugId, paging: { limit: 15, to: $to }) {
      __typename
      ...CatalogPage_items
    }
  }
  ${CatalogPage_items}
`;

export type CatalogOfPage = Extract<Operations.CatalogPageQuery['catalog'], { __typename: 'Catalog' }>;
export type ItemsOfPage = Extract<
  Operations.CatalogPageQuery['catalogItems'],
  { __typename: 'CatalogItemConnection' }
>['items'];

/**
 * The list and its items loaded so far from the page's answer, with the cursor of the next page (null
 * on the last); undefined when there is no list.
 */
export function pageCatalog(data: Operations.CatalogPageQuery | undefined) {
  const catalog = data?.catalog.__typename === 'Catalog' ? data.catalog : undefined;
  const connection =
    data?.catalogItems.__typename === 'CatalogItemConnection' ? data.catalogItems : undefined;
  return catalog
    ? { catalog, items: connection?.items ?? [], next: connection?.pagingInfo.next?.to ?? null }
    : undefined;
}

/** `withEngagement`: the list's claps and responses too (its page; the embed shows none). */
export const catalogPageQuery = (
  catalogSlugId: string,
  withEngagement = false,
): TypedQuery<Operations.CatalogPageQuery, Variables> => ({
  query: CatalogPageQuery,
  variables: { catalogSlugId, withEngagement },
});

export const useCatalogPageQuery = (catalogSlugId: string, withEngagement = false) =>
  useQuery(CatalogPageQuery, { variables: { catalogSlugId, withEngagement } });
