import { gql } from '@apollo/client';
import { PostRoute_post } from '#web/lib/post-route-fragment.ts';

/** A notification as its row shows it: who, how many, what about, when, and whether it is new. */
export const NotificationRow_notification = gql`
  fragment NotificationRow_notification on Notification {
    id
    kind
    actorCount
    isUnread
    occurredAt
    actors {
      id
      name
      username
      imageId
    }
    post {
      id
      title
      ...PostRoute_post
    }
    catalog {
      id
      name
      slugId
    }
  }
  ${PostRoute_post}
`;
