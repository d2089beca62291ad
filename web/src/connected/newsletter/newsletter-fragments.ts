import { gql } from '@apollo/client';

/**
 * A newsletter as a Subscribe button or settings' list shows it; its viewerEdge id is
 * `{newsletterId}:{viewerId}`.
 */
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
 * A publication with its newsletter (null until its editors create one; decision 162): asked by the
 * pages that show the publication's Subscribe button. showPromo says whether its home shows it.
 */
export const PublicationNewsletter_collection = gql`
  fragment PublicationNewsletter_collection on Collection {
    id
    slug
    name
    newsletterV3 {
      ...NewsletterSubscription_newsletter
      showPromo
    }
  }
  ${NewsletterSubscription_newsletter}
`;
