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

export type CatalogOfPage = Extract<Operations.CatalogPageQuery['catalog'], { __typename: 'Catalog' }>;
export type ItemsOfPage = Extract<
  Operations.CatalogPageQuery['catalogItems'],
  { __typename: 'CatalogItemConnection' }
>['items'];

/** The list and its first items from the page's answer; undefined when there is no list. */
export function pageCatalog(data: Operations.CatalogPageQuery | undefined) {
  const catalog = data?.catalog.__typename === 'Catalog' ? data.catalog : undefined;
  const items = data?.catalogItems.__typename === 'CatalogItemConnection' ? data.catalogItems.items : [];
  return catalog ? { catalog, items } : undefined;
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
