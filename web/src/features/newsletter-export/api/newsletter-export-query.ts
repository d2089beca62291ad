import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/** A subscribers export as its requester sees it; READY carries a download address for a few minutes. */
export const NewsletterExportQuery: TypedDocumentNode<
  Operations.NewsletterExportQuery,
  Operations.NewsletterExportQueryVariables
> = gql`
  query NewsletterExportQuery($id: ID!) {
    result: newsletterExport(id: $id) {
      __typename
      ... on NewsletterExport {
        id
        state
        addressCount
        expiresAt
        downloadUrl
      }
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
    }
  }
`;

export type NewsletterExportAnswer = Operations.NewsletterExportQuery['result'];
