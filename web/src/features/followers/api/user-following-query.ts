import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedQuery } from '../../../routes/page-registry.ts';
import {
  PeopleList_connection,
  peoplePerPage,
  type PeopleListConnection,
} from '../components/person-row-fragment.ts';
import { FollowedUser_user, type FollowedUser, type MissingUser } from './followed-user-fragment.ts';

export interface UserFollowingQueryData {
  userResult: (FollowedUser & { followingConnection: PeopleListConnection }) | MissingUser;
}

interface UserFollowingQueryVariables {
  username: string;
  limit: number;
  to?: string;
}

/** /@{username}/following: the writer and the people they follow, newest follow first. */
export const UserFollowingQuery: TypedDocumentNode<UserFollowingQueryData, UserFollowingQueryVariables> = gql`
  query UserFollowingQuery($username: String!, $limit: Int!, $to: String) {
    userResult(username: $username) {
      __typename
      ... on User {
        ...FollowedUser_user
        followingConnection(paging: { limit: $limit, to: $to }) {
          ...PeopleList_connection
        }
      }
      ... on NotFound {
        message
      }
      ... on BadRequest {
        message
      }
    }
  }
  ${FollowedUser_user}
  ${PeopleList_connection}
`;

export const userFollowingQuery = (
  username: string,
): TypedQuery<UserFollowingQueryData, UserFollowingQueryVariables> => ({
  query: UserFollowingQuery,
  variables: { username, limit: peoplePerPage },
});

export const useUserFollowingQuery = (username: string) =>
  useQuery(UserFollowingQuery, userFollowingQuery(username));
