import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

export interface PasswordPageQueryData {
  /** Null for a session the API refused. */
  viewer: { __typename: 'User'; id: string; hasPassword: boolean | null } | null;
}

/** Whether the viewer already has a password: the page sets one, or changes it. */
export const PasswordPageQuery: TypedDocumentNode<PasswordPageQueryData, Record<string, never>> = gql`
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
