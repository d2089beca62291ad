import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/** EXPORT_EMAIL_SUBSCRIBERS (decision 170): the CSV's link is e-mailed to the viewer. */
export const ExportNewsletterSubscribers: TypedDocumentNode<
  Operations.ExportNewsletterSubscribersMutation,
  Operations.ExportNewsletterSubscribersMutationVariables
> = gql`
  mutation ExportNewsletterSubscribers($newsletterV3Id: ID!) {
    result: exportNewsletterSubscribers(newsletterV3Id: $newsletterV3Id) {
      __typename
      ... on NewsletterExportQueued {
        newsletterV3Id
      }
      ... on Forbidden {
        message
      }
      ... on NotFound {
        message
      }
      ... on RateLimited {
        message
      }
      ... on Unauthorized {
        message
      }
    }
  }
`;
