import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import { NewsletterSubscription_newsletter } from '#web/connected/newsletter/newsletter-fragments.ts';

/** Settings #manageSubscriptions (issue #15): the newsletters the viewer is subscribed to, newest first. */
export const NewsletterSubscriptionsQuery: TypedDocumentNode<
  Operations.NewsletterSubscriptionsQuery,
  Operations.NewsletterSubscriptionsQueryVariables
> = gql`
  query NewsletterSubscriptionsQuery {
    viewerNewsletterSubscriptions {
      ...NewsletterSubscription_newsletter
      name
      user {
        id
        username
        hasSubdomain
      }
    }
  }
  ${NewsletterSubscription_newsletter}
`;

/** Asked when the Notifications tab shows (always from the API: a subscription may have just ended by e-mail). */
export const useNewsletterSubscriptions = () =>
  useQuery(NewsletterSubscriptionsQuery, { fetchPolicy: 'cache-and-network' });
