import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';

type Result = Operations.UserSearchQuery;
type Variables = Operations.UserSearchQueryVariables;

/** Spec 1 §7 UserSearchQuery (id and username): the writer a profile's search is scoped to. */
export const UserSearchQuery: TypedDocumentNode<Result, Variables> = gql`
  query UserSearchQuery($id: ID, $username: String) {
    userResult(id: $id, username: $username) {
      __typename
      ... on User {
        id
        username
      }
    }
  }
`;

/** The writer's id, once known; undefined without a username (the query is then skipped) or a writer. */
export function useSearchedUserId(username: string | undefined): string | undefined {
  const { data } = useQuery(UserSearchQuery, { variables: { username }, skip: !username });
  const user = data?.userResult;
  return user?.__typename === 'User' ? user.id : undefined;
}
