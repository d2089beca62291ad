import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/** notificationStatus is null for a visitor. */
type Result = Operations.UnreadNotificationCountQuery;
type Variables = Operations.UnreadNotificationCountQueryVariables;

/**
 * Spec 1 §7 UnreadNotificationCount: asked only when signed in, by the browser once the page is
 * hydrated (never in the server's render: decision 208), then every minute while the page is open.
 */
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

const pollEveryMs = 60_000;

export const useUnreadNotificationCount = () => {
  const hydrated = useHydrated();
  return useQuery(UnreadNotificationCount, { skip: !hydrated, pollInterval: pollEveryMs });
};
