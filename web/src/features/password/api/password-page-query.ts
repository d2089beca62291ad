import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';

/**
 * Whether the viewer already has a password: the page sets one, or changes it. The viewer is null for a
 * session the API refused.
 */
export const PasswordPageQuery: TypedDocumentNode<
  Operations.PasswordPageQuery,
  Operations.PasswordPageQueryVariables
> = gql`
  query PasswordPageQuery {
    viewer {
      id
      hasPassword
    }
  }
`;

/** Asked in the browser once hydrated (`skip` until then and for visitors), like the settings' data. */
export const usePasswordPageQuery = (skip: boolean) =>
  useQuery(PasswordPageQuery, { skip, fetchPolicy: 'cache-first', errorPolicy: 'all' });
