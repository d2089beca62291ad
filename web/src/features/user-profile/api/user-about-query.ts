import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import type { ProfileLookup } from './user-profile-query.ts';
import { ProfileUser_user } from './profile-user-fragment.ts';

type Variables = Operations.UserAboutQueryVariables;

/** /@{username}/about and /books: the writer alone (no stories), and since when they are a member. */
export const UserAboutQuery: TypedDocumentNode<Operations.UserAboutQuery, Variables> = gql`
  query UserAboutQuery($username: String, $id: ID) {
    userResult(username: $username, id: $id) {
      __typename
      ... on User {
        ...ProfileUser_user
        mediumMemberAt
      }
      ... on NotFound {
        message
      }
      ... on BadRequest {
        message
      }
    }
  }
  ${ProfileUser_user}
`;

export const userAboutQuery = (lookup: ProfileLookup): TypedQuery<Operations.UserAboutQuery, Variables> => ({
  query: UserAboutQuery,
  variables: lookup,
});

export const useUserAboutQuery = (lookup: ProfileLookup) => useQuery(UserAboutQuery, userAboutQuery(lookup));
