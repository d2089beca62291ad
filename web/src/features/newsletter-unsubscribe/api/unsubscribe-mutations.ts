import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/** A newsletter e-mail's signed link (decision 153): no session needed. */
export const UnsubscribeNewsletterV3ByLink: TypedDocumentNode<
  Operations.UnsubscribeNewsletterV3ByLinkMutation,
  Operations.UnsubscribeNewsletterV3ByLinkMutationVariables
> = gql`
  mutation UnsubscribeNewsletterV3ByLink($newsletterV3Id: ID!, $subscriberId: ID!, $signature: String!) {
    result: unsubscribeNewsletterV3ByLink(
      newsletterV3Id: $newsletterV3Id
      subscriberId: $subscriberId
      signature: $signature
    ) {
      __typename
      ... on UnsubscribedByLink {
        newsletterName
      }
      ... on BadRequest {
        message
      }
    }
  }
`;

/** Every subscription of the viewer, or every one to a writer (type AUTHOR), ends at once. */
export const UnsubscribeAllNewslettersV3: TypedDocumentNode<
  Operations.UnsubscribeAllNewslettersV3Mutation,
  Operations.UnsubscribeAllNewslettersV3MutationVariables
> = gql`
  mutation UnsubscribeAllNewslettersV3($type: NewsletterV3Type) {
    result: unsubscribeAllNewslettersV3(type: $type) {
      __typename
      ... on UnsubscribedNewsletters {
        count
      }
    }
  }
`;
