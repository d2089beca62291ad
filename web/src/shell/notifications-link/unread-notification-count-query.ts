import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';

/** notificationStatus is null for a visitor. */
type Result = Operations.UnreadNotificationCountQuery;
type Variables = Operations.UnreadNotificationCountQueryVariables;

/** Spec 1 §7 UnreadNotificationCount: asked only when signed in. */
export const UnreadNotificationCount: TypedDocumentNode<Result, Variables> = gql`
  query UnreadNotificationCount {
    notificationStatus {
      unreadNotificationCount
    }
  }
`;

export const unreadNotificationCountQuery = (): TypedQuery<Result, Variables> => ({
  query: UnreadNotificationCount,
  variables: {},
});

export const useUnreadNotificationCount = () => useQuery(UnreadNotificationCount);
