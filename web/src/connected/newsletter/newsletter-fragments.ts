import { gql } from '@apollo/client';

/** A newsletter as a Subscribe button shows it; its viewerEdge id is `{newsletterId}:{viewerId}`. */
export const NewsletterSubscription_newsletter = gql`
  fragment NewsletterSubscription_newsletter on NewsletterV3 {
    id
    subscriberCount
    viewerEdge {
      id
      isSubscribed
    }
  }
`;

/**
 * A writer as their Subscribe button needs them: the newsletter's id (known before the newsletter is
 * made) and whether the viewer is subscribed, which the server reads with the follow edges, so a page
 * showing the button makes no extra read (decision 154).
 */
export const WriterNewsletter_user = gql`
  fragment WriterNewsletter_user on User {
    id
    newsletterV3Id
    viewerEdge {
      id
      isSubscribedToNewsletter
    }
  }
`;

/**
 * What a subscription change answers: the newsletter and, for a writer's, the writer's viewer edge, so
 * every button and list showing either is updated by the answer.
 */
export const NewsletterChange_newsletter = gql`
  fragment NewsletterChange_newsletter on NewsletterV3 {
    ...NewsletterSubscription_newsletter
    user {
      ...WriterNewsletter_user
    }
  }
  ${NewsletterSubscription_newsletter}
  ${WriterNewsletter_user}
`;
