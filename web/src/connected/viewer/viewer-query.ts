import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';

type Result = Operations.ViewerQuery;
type Variables = Operations.ViewerQueryVariables;

/** Spec 2 §7 ViewerQuery. Loaded by the server with every signed-in page (web/src/shell/shell-queries.ts). */
export const ViewerQuery: TypedDocumentNode<Result, Variables> = gql`
  query ViewerQuery {
    viewer {
      id
      name
      username
      isSuspended
      emailObfuscated
      unverifiedEmail
      dismissableFlags
      membership {
        id
        tier
        memberSince
        friendSince
      }
    }
  }
`;

export const viewerQuery = (): TypedQuery<Result, Variables> => ({
  query: ViewerQuery,
  variables: {},
});

/** Asked only with a session cookie (`skip` otherwise: a visitor has no viewer). */
export const useViewerQuery = (skip: boolean) => useQuery(ViewerQuery, { skip });
