import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { NotificationTab } from '#contract/notifications.ts';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { NotificationRow_notification } from '../components/notification-fragment.ts';

type Result = Operations.NotificationsQuery;
type Variables = Operations.NotificationsQueryVariables;

export const notificationsPerPage = 10;

/** /me/notifications: a tab's notifications, latest first; Show more appends the next page. */
export const NotificationsQuery: TypedDocumentNode<Result, Variables> = gql`
  query NotificationsQuery($tab: NotificationTab!, $limit: Int!, $to: String) {
    notifications(tab: $tab, paging: { limit: $limit, to: $to }) {
      __typename
      ... on NotificationConnection {
        notifications {
          ...NotificationRow_notification
        }
        pagingInfo {
          next {
            limit
            to
          }
        }
      }
      ... on Unauthorized {
        message
      }
      ... on BadRequest {
        message
      }
    }
  }
  ${NotificationRow_notification}
`;

export const notificationsQuery = (tab: NotificationTab): TypedQuery<Result, Variables> => ({
  query: NotificationsQuery,
  variables: { tab, limit: notificationsPerPage },
});

export const useNotificationsQuery = (tab: NotificationTab) =>
  useQuery(NotificationsQuery, notificationsQuery(tab));
