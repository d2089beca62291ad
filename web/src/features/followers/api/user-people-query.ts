import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedQuery } from '../../../routes/page-registry.ts';
import {
  PeopleList_connection,
  peoplePerPage,
  type PeopleListConnection,
} from '../components/person-row-fragment.ts';
import { FollowedUser_result, type FollowedUser, type MissingUser } from './followed-user-fragment.ts';

/** A writer's two lists: the people following them, and the people they follow. */
export type PeopleField = 'followersConnection' | 'followingConnection';

export interface UserPeopleQueryData<Field extends PeopleField> {
  userResult: (FollowedUser & Record<Field, PeopleListConnection>) | MissingUser;
}

interface UserPeopleQueryVariables {
  username: string;
  limit: number;
  to?: string;
}

export type UserPeopleQuery<Field extends PeopleField> = TypedDocumentNode<
  UserPeopleQueryData<Field>,
  UserPeopleQueryVariables
>;

// A document a list, not one document built from the field's name: the build parses each gql template
// as written, and it may interpolate fragments only (lib/apollo/precompile-documents.ts).

/** /@{username}/followers: the writer and who follows them, newest follow first. */
export const UserFollowersQuery: UserPeopleQuery<'followersConnection'> = gql`
  query UserFollowersQuery($username: String!, $limit: Int!, $to: String) {
    userResult(username: $username) {
      ...FollowedUser_result
      ... on User {
        followersConnection(paging: { limit: $limit, to: $to }) {
          ...PeopleList_connection
        }
      }
    }
  }
  ${FollowedUser_result}
  ${PeopleList_connection}
`;

/** /@{username}/following: the writer and the people they follow, newest follow first. */
export const UserFollowingQuery: UserPeopleQuery<'followingConnection'> = gql`
  query UserFollowingQuery($username: String!, $limit: Int!, $to: String) {
    userResult(username: $username) {
      ...FollowedUser_result
      ... on User {
        followingConnection(paging: { limit: $limit, to: $to }) {
          ...PeopleList_connection
        }
      }
    }
  }
  ${FollowedUser_result}
  ${PeopleList_connection}
`;

/** The first page of one of the writer's lists: what the page definition loads and the page reads. */
export const userPeopleQuery = <Field extends PeopleField>(
  query: UserPeopleQuery<Field>,
  username: string,
): TypedQuery<UserPeopleQueryData<Field>, UserPeopleQueryVariables> => ({
  query,
  variables: { username, limit: peoplePerPage },
});

export const useUserPeopleQuery = <Field extends PeopleField>(
  query: UserPeopleQuery<Field>,
  username: string,
) => useQuery(query, userPeopleQuery(query, username));
