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
 * A writer with their newsletter (null until someone first subscribes): asked by every page that
 * shows the writer's Subscribe button, and answered by the mutations, so an answer replaces what the
 * page showed.
 */
export const WriterNewsletter_user = gql`
  fragment WriterNewsletter_user on User {
    id
    newsletterV3 {
      ...NewsletterSubscription_newsletter
    }
  }
  ${NewsletterSubscription_newsletter}
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
