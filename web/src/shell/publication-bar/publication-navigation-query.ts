import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import { SocialCollection_collection } from '#web/connected/social/social-fragments.ts';
import type { RouteParams } from '#web/routes/catalogue.ts';
import { collectionDomainOrSlug } from '#web/routes/collection-param.ts';
import type { CacheReader, TypedQuery } from '#web/routes/page-registry.ts';

type Result = Operations.PublicationNavigationQuery;
type Variables = Operations.PublicationNavigationQueryVariables;
type BarCollection = Operations.PublicationBar_CollectionFragment;

/**
 * What the publication layout's bar shows: the way home, the navigation items and Follow. Follow asks
 * the social fragment, so a follow's answer updates the bar like every other Follow.
 */
export const PublicationBar_collection = gql`
  fragment PublicationBar_collection on Collection {
    id
    slug
    name
    domain
    logo {
      id
    }
    navigationItems {
      title
      value
      destination
    }
    ...SocialCollection_collection
  }
  ${SocialCollection_collection}
`;

/** The publication of a page in the publication layout (spec 1 §2.1); null → the 404 page. */
export const PublicationNavigationQuery: TypedDocumentNode<Result, Variables> = gql`
  query PublicationNavigationQuery($domainOrSlug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $domainOrSlug) {
      ...PublicationBar_collection
    }
  }
  ${PublicationBar_collection}
`;

export const publicationNavigationQuery = (params: RouteParams): TypedQuery<Result, Variables> => ({
  query: PublicationNavigationQuery,
  variables: { domainOrSlug: collectionDomainOrSlug(params) },
});

/** The bar's publication from the cache (the page preloaded it): null when it does not exist. */
export const readPublicationNavigation = (read: CacheReader, params: RouteParams): BarCollection | null =>
  read(publicationNavigationQuery(params))?.collectionByDomainOrSlug ?? null;

export function usePublicationNavigation(params: RouteParams): BarCollection | null {
  const { query, variables } = publicationNavigationQuery(params);
  return useQuery(query, { variables }).data?.collectionByDomainOrSlug ?? null;
}
