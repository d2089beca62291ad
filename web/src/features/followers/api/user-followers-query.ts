import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedQuery } from '../../../routes/page-registry.ts';
import {
  PeopleList_connection,
  peoplePerPage,
  type PeopleListConnection,
} from '../components/person-row-fragment.ts';
import { FollowedUser_user, type FollowedUser, type MissingUser } from './followed-user-fragment.ts';

export interface UserFollowersQueryData {
  userResult: (FollowedUser & { followersConnection: PeopleListConnection }) | MissingUser;
}

interface UserFollowersQueryVariables {
  username: string;
  limit: number;
  to?: string;
}

/** /@{username}/followers: the writer and who follows them, newest follow first. */
export const UserFollowersQuery: TypedDocumentNode<UserFollowersQueryData, UserFollowersQueryVariables> = gql`
  query UserFollowersQuery($username: String!, $limit: Int!, $to: String) {
    userResult(username: $username) {
      __typename
      ... on User {
        ...FollowedUser_user
        followersConnection(paging: { limit: $limit, to: $to }) {
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

export const userFollowersQuery = (
  username: string,
): TypedQuery<UserFollowersQueryData, UserFollowersQueryVariables> => ({
  query: UserFollowersQuery,
  variables: { username, limit: peoplePerPage },
});

export const useUserFollowersQuery = (username: string) =>
  useQuery(UserFollowersQuery, userFollowersQuery(username));
