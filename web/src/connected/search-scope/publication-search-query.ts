import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { RouteParams } from '#web/routes/catalogue.ts';
import { collectionDomainOrSlug } from '#web/routes/collection-param.ts';
import type { CacheReader, TypedQuery } from '#web/routes/page-registry.ts';

type Result = Operations.PublicationSearchQuery;
type Variables = Operations.PublicationSearchQueryVariables;
export type SearchedPublication = NonNullable<Result['collectionByDomainOrSlug']>;

/** Spec 1 §7 PublicationSearchQuery (domainOrSlug): the publication a search is scoped to; null → 404. */
export const PublicationSearchQuery: TypedDocumentNode<Result, Variables> = gql`
  query PublicationSearchQuery($domainOrSlug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $domainOrSlug) {
      id
      slug
      name
    }
  }
`;

export const publicationSearchQuery = (params: RouteParams): TypedQuery<Result, Variables> => ({
  query: PublicationSearchQuery,
  variables: { domainOrSlug: collectionDomainOrSlug(params) },
});

export const readSearchedPublication = (read: CacheReader, params: RouteParams): SearchedPublication | null =>
  read(publicationSearchQuery(params))?.collectionByDomainOrSlug ?? null;

/** The publication, once known; `skip` asks nothing (a search box outside a publication). */
export function useSearchedPublication(params: RouteParams, skip = false): SearchedPublication | null {
  const { query, variables } = publicationSearchQuery(params);
  return useQuery(query, { variables, skip }).data?.collectionByDomainOrSlug ?? null;
}
