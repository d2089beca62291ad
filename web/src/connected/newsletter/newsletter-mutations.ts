import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { NewsletterSubscription_newsletter, WriterNewsletter_user } from './newsletter-fragments.ts';

/**
 * What a subscription change answers: the newsletter and, for a writer's, the writer's viewer edge, so
 * every button and list showing either is updated by the answer.
 */
const NewsletterChange_newsletter = gql`
  fragment NewsletterChange_newsletter on NewsletterV3 {
    ...NewsletterSubscription_newsletter
    user {
      ...WriterNewsletter_user
    }
  }
  ${NewsletterSubscription_newsletter}
  ${WriterNewsletter_user}
`;

/** Spec 3 §7. Each names its field `result` (the schema's NewsletterV3Result). */
export const FetchOrLazilyCreateNewsletterV3AndMaybeSubscribe: TypedDocumentNode<
  Operations.FetchOrLazilyCreateNewsletterV3AndMaybeSubscribeMutation,
  Operations.FetchOrLazilyCreateNewsletterV3AndMaybeSubscribeMutationVariables
> = gql`
  mutation FetchOrLazilyCreateNewsletterV3AndMaybeSubscribe($userId: ID!) {
    result: fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe(userId: $userId) {
      __typename
      ...NewsletterChange_newsletter
    }
  }
  ${NewsletterChange_newsletter}
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
      ...NewsletterChange_newsletter
    }
  }
  ${NewsletterChange_newsletter}
`;

export const UnsubscribeNewsletterV3: TypedDocumentNode<
  Operations.UnsubscribeNewsletterV3Mutation,
  Operations.UnsubscribeNewsletterV3MutationVariables
> = gql`
  mutation UnsubscribeNewsletterV3($newsletterV3Id: ID!) {
    result: unsubscribeNewsletterV3(newsletterV3Id: $newsletterV3Id) {
      __typename
      ...NewsletterChange_newsletter
    }
  }
  ${NewsletterChange_newsletter}
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
