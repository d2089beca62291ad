import { gql, isReference, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';

export const MarkNotificationsRead: TypedDocumentNode<
  Operations.MarkNotificationsReadMutation,
  Operations.MarkNotificationsReadMutationVariables
> = gql`
  mutation MarkNotificationsRead {
    result: markNotificationsRead {
      __typename
      ... on NotificationStatus {
        unreadNotificationCount
      }
    }
  }
`;

/**
 * Opening the page marks everything read: the header's badge (UnreadNotificationCount, kept inline on
 * the root query) drops to the count the server answers, 0, and its query is asked again.
 */
export async function markNotificationsRead(client: ApolloClient): Promise<void> {
  const outcome = await mutateOutcome(client, { mutation: MarkNotificationsRead }, (data) => data.result);
  // A failure was logged by mutateOutcome; the badge then keeps its count until the next poll.
  if (outcome.__typename !== 'NotificationStatus') return;
  client.cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      notificationStatus: (status) =>
        status && !isReference(status)
          ? { ...status, unreadNotificationCount: outcome.unreadNotificationCount }
          : status,
    },
  });
  // The badge's own query leaves at hydration too and may have been answered before the mark was
  // written (a page opened by its address): ask it again, now that everything is read.
  await client.refetchQueries({ include: ['UnreadNotificationCount'] });
}
