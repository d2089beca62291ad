import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import { SocialCollection_collection } from '#web/connected/social/social-fragments.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { PeopleList_connection, peoplePerPage } from '../components/person-row-fragment.ts';

type Result = Operations.PublicationFollowersQuery;
type Variables = Operations.PublicationFollowersQueryVariables;

/**
 * /{collectionSlug}/followers, or /followers on the publication's domain (the route's collectionSlug is
 * then the host): the publication and its followers, newest follow first; null → the 404 page.
 */
export const PublicationFollowersQuery: TypedDocumentNode<Result, Variables> = gql`
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

export const publicationFollowersQuery = (domainOrSlug: string): TypedQuery<Result, Variables> => ({
  query: PublicationFollowersQuery,
  variables: { domainOrSlug, limit: peoplePerPage },
});

export const usePublicationFollowersQuery = (domainOrSlug: string) =>
  useQuery(PublicationFollowersQuery, publicationFollowersQuery(domainOrSlug));
