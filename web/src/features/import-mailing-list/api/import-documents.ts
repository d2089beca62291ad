import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

const NewsletterImportReport = gql`
  fragment NewsletterImportReport on NewsletterImport {
    id
    state
    rowCount
    validCount
    alreadySubscribedCount
    badRowCount
    badRows {
      row
      value
    }
    duplicateRowCount
    duplicateRows {
      row
      value
    }
    processedCount
    askedToConfirmCount
  }
`;

/** Checks the chosen file on the server: the report, nothing imported (decision 168). */
export const ValidateNewsletterImport: TypedDocumentNode<
  Operations.ValidateNewsletterImportMutation,
  Operations.ValidateNewsletterImportMutationVariables
> = gql`
  mutation ValidateNewsletterImport($csv: String!) {
    result: validateNewsletterImport(csv: $csv) {
      __typename
      ...NewsletterImportReport
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
      ... on Forbidden {
        message
      }
      ... on Unauthorized {
        message
      }
      ... on RateLimited {
        message
      }
    }
  }
  ${NewsletterImportReport}
`;

export const StartNewsletterImport: TypedDocumentNode<
  Operations.StartNewsletterImportMutation,
  Operations.StartNewsletterImportMutationVariables
> = gql`
  mutation StartNewsletterImport($importId: ID!, $hasConsent: Boolean!) {
    result: startNewsletterImport(importId: $importId, hasConsent: $hasConsent) {
      __typename
      ...NewsletterImportReport
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
      ... on Forbidden {
        message
      }
      ... on Unauthorized {
        message
      }
      ... on RateLimited {
        message
      }
    }
  }
  ${NewsletterImportReport}
`;

/** The import's progress, polled while it runs. */
export const NewsletterImportProgress: TypedDocumentNode<
  Operations.NewsletterImportProgressQuery,
  Operations.NewsletterImportProgressQueryVariables
> = gql`
  query NewsletterImportProgress($id: ID!) {
    newsletterImport(id: $id) {
      ...NewsletterImportReport
    }
  }
  ${NewsletterImportReport}
`;
