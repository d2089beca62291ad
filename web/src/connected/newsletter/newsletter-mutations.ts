import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { NewsletterChange_newsletter } from './newsletter-fragments.ts';

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
