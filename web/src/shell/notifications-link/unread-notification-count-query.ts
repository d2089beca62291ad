import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedQuery } from '../../routes/page-registry.ts';

export interface UnreadNotificationCountData {
  /** Null for a visitor. */
  notificationStatus: { unreadNotificationCount: number } | null;
}

type NoVariables = Record<string, never>;

/** Spec 1 §7 UnreadNotificationCount: asked only when signed in. */
export const UnreadNotificationCount: TypedDocumentNode<UnreadNotificationCountData, NoVariables> = gql`
  query UnreadNotificationCount {
    notificationStatus {
      unreadNotificationCount
    }
  }
`;

export const unreadNotificationCountQuery = (): TypedQuery<UnreadNotificationCountData, NoVariables> => ({
  query: UnreadNotificationCount,
  variables: {},
});

export const useUnreadNotificationCount = () => useQuery(UnreadNotificationCount);
