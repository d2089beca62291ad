import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/**
 * The viewer's own newsletter as its managing pages show it (settings' #audience-development, the import
 * page): whether they may import, and its count (null until the newsletter exists).
 */
export const ViewerNewsletterQuery: TypedDocumentNode<
  Operations.ViewerNewsletterQuery,
  Operations.ViewerNewsletterQueryVariables
> = gql`
  query ViewerNewsletterQuery {
    viewer {
      id
      isEligibleToImportEmails
      newsletterV3 {
        id
        subscriberCount
      }
    }
  }
`;
