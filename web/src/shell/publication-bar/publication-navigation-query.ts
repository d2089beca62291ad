import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { NavigationDestination } from '#shared/navigation-items';
import { SocialCollection_collection, type SocialCollection } from '../../lib/social/social-fragments.ts';
import type { RouteParams } from '../../routes/catalogue.ts';
import { collectionDomainOrSlug } from '../../routes/collection-param.ts';
import type { CacheReader, TypedQuery } from '../../routes/page-registry.ts';

export interface PublicationNavigationItem {
  title: string;
  value: string;
  destination: NavigationDestination;
}

/** What the publication layout's bar shows: the way home, the navigation items and Follow. */
export interface BarCollection extends SocialCollection {
  slug: string;
  name: string;
  domain: string | null;
  logo: { id: string } | null;
  navigationItems: PublicationNavigationItem[];
}

export interface PublicationNavigationQueryData {
  collectionByDomainOrSlug: BarCollection | null;
}

interface PublicationNavigationQueryVariables {
  domainOrSlug: string;
}

/** Follow asks the social fragment, so a follow's answer updates the bar like every other Follow. */
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
export const PublicationNavigationQuery: TypedDocumentNode<
  PublicationNavigationQueryData,
  PublicationNavigationQueryVariables
> = gql`
  query PublicationNavigationQuery($domainOrSlug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $domainOrSlug) {
      ...PublicationBar_collection
    }
  }
  ${PublicationBar_collection}
`;

export const publicationNavigationQuery = (
  params: RouteParams,
): TypedQuery<PublicationNavigationQueryData, PublicationNavigationQueryVariables> => ({
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
