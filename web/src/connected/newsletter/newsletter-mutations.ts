import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { NewsletterSubscription_newsletter } from './newsletter-fragments.ts';

/**
 * Spec 3 §7. Each names its field `result` (the schema's NewsletterV3Result). The lazy creation asks
 * the writer's `newsletterV3` back, so the cache links the new newsletter to its writer.
 */
export const FetchOrLazilyCreateNewsletterV3AndMaybeSubscribe: TypedDocumentNode<
  Operations.FetchOrLazilyCreateNewsletterV3AndMaybeSubscribeMutation,
  Operations.FetchOrLazilyCreateNewsletterV3AndMaybeSubscribeMutationVariables
> = gql`
  mutation FetchOrLazilyCreateNewsletterV3AndMaybeSubscribe($userId: ID!) {
    result: fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe(userId: $userId) {
      __typename
      ... on NewsletterV3 {
        ...NewsletterSubscription_newsletter
        user {
          id
          newsletterV3 {
            id
          }
        }
      }
    }
  }
  ${NewsletterSubscription_newsletter}
`;

export const SubscribeNewsletterV3: TypedDocumentNode<
  Operations.SubscribeNewsletterV3Mutation,
  Operations.SubscribeNewsletterV3MutationVariables
> = gql`
  mutation SubscribeNewsletterV3($newsletterV3Id: ID!, $shouldRecordConsent: Boolean) {
    result: subscribeNewsletterV3(
      newsletterV3Id: $newsletterV3Id
      shouldRecordConsent: $shouldRecordConsent
    ) {
      __typename
      ...NewsletterSubscription_newsletter
    }
  }
  ${NewsletterSubscription_newsletter}
`;

export const UnsubscribeNewsletterV3: TypedDocumentNode<
  Operations.UnsubscribeNewsletterV3Mutation,
  Operations.UnsubscribeNewsletterV3MutationVariables
> = gql`
  mutation UnsubscribeNewsletterV3($newsletterV3Id: ID!) {
    result: unsubscribeNewsletterV3(newsletterV3Id: $newsletterV3Id) {
      __typename
      ...NewsletterSubscription_newsletter
    }
  }
  ${NewsletterSubscription_newsletter}
`;

/** Decision 160: whether this reader is still to be shown the post-subscribe upsell (asked only then). */
export const PostSubscribeUpsellQuery: TypedDocumentNode<
  Operations.PostSubscribeUpsellQuery,
  Operations.PostSubscribeUpsellQueryVariables
> = gql`
  query PostSubscribeUpsellQuery {
    viewer {
      id
      postSubscribeMembershipUpsellShownAt
      membership {
        id
        tier
      }
    }
  }
`;

/** Decision 160: the post-subscribe upsell was shown; the viewer's field comes back into the cache. */
export const RecordPostSubscribeMembershipUpsellShown: TypedDocumentNode<
  Operations.RecordPostSubscribeMembershipUpsellShownMutation,
  Operations.RecordPostSubscribeMembershipUpsellShownMutationVariables
> = gql`
  mutation RecordPostSubscribeMembershipUpsellShown {
    result: recordPostSubscribeMembershipUpsellShown {
      __typename
      ... on User {
        id
        postSubscribeMembershipUpsellShownAt
      }
    }
  }
`;
