import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { PeopleList_connection, peoplePerPage } from '../components/person-row-fragment.ts';
import { FollowedUser_result } from './followed-user-fragment.ts';

/** A writer's two lists, the people following them and the people they follow, and their answers. */
interface PeopleAnswers {
  followersConnection: Operations.UserFollowersQuery;
  followingConnection: Operations.UserFollowingQuery;
}
export type PeopleField = keyof PeopleAnswers;

/** The two documents take the same variables. */
type Variables = Operations.UserFollowersQueryVariables;

export type UserPeopleQuery<Field extends PeopleField> = TypedDocumentNode<PeopleAnswers[Field], Variables>;

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
): TypedQuery<PeopleAnswers[Field], Variables> => ({
  query,
  variables: { username, limit: peoplePerPage },
});

export const useUserPeopleQuery = <Field extends PeopleField>(
  query: UserPeopleQuery<Field>,
  username: string,
) => useQuery(query, userPeopleQuery(query, username));
