import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { CatalogPage_catalog } from './catalog-fragments.ts';

type Variables = Operations.CatalogPageQueryVariables;

export const CatalogPageQuery: TypedDocumentNode<Operations.CatalogPageQuery, Variables> = gql`
  query CatalogPageQuery($catalogSlugId: ID!) {
    catalog(catalogSlugId: $catalogSlugId) {
      __typename
      ...CatalogPage_catalog
      ... on NotFound {
        message
      }
      ... on BadRequest {
        message
      }
    }
  }
  ${CatalogPage_catalog}
`;

export type CatalogOfPage = Extract<Operations.CatalogPageQuery['catalog'], { __typename: 'Catalog' }>;

export const catalogPageQuery = (
  catalogSlugId: string,
): TypedQuery<Operations.CatalogPageQuery, Variables> => ({
  query: CatalogPageQuery,
  variables: { catalogSlugId },
});

export const useCatalogPageQuery = (catalogSlugId: string) =>
  useQuery(CatalogPageQuery, { variables: { catalogSlugId } });
