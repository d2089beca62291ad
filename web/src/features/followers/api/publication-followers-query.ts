import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { SocialCollection_collection, type SocialCollection } from '../../../lib/social/social-fragments.ts';
import type { TypedQuery } from '../../../routes/page-registry.ts';
import {
  PeopleList_connection,
  peoplePerPage,
  type PeopleListConnection,
} from '../components/person-row-fragment.ts';

/** The publication whose followers the page lists: heading, count and the sidebar's card. */
export interface FollowedPublication extends SocialCollection {
  name: string;
  description: string;
  avatar: { id: string } | null;
  followersConnection: PeopleListConnection;
}

export interface PublicationFollowersQueryData {
  collectionByDomainOrSlug: FollowedPublication | null;
}

interface PublicationFollowersQueryVariables {
  domainOrSlug: string;
  limit: number;
  to?: string;
}

/**
 * /{collectionSlug}/followers, or /followers on the publication's domain (the route's collectionSlug is
 * then the host): the publication and its followers, newest follow first; null → the 404 page.
 */
export const PublicationFollowersQuery: TypedDocumentNode<
  PublicationFollowersQueryData,
  PublicationFollowersQueryVariables
> = gql`
  query PublicationFollowersQuery($domainOrSlug: String!, $limit: Int!, $to: String) {
    collectionByDomainOrSlug(domainOrSlug: $domainOrSlug) {
      id
      name
      description
      avatar {
        id
      }
      ...SocialCollection_collection
      followersConnection(paging: { limit: $limit, to: $to }) {
        ...PeopleList_connection
      }
    }
  }
  ${SocialCollection_collection}
  ${PeopleList_connection}
`;

export const publicationFollowersQuery = (
  domainOrSlug: string,
): TypedQuery<PublicationFollowersQueryData, PublicationFollowersQueryVariables> => ({
  query: PublicationFollowersQuery,
  variables: { domainOrSlug, limit: peoplePerPage },
});

export const usePublicationFollowersQuery = (domainOrSlug: string) =>
  useQuery(PublicationFollowersQuery, publicationFollowersQuery(domainOrSlug));
