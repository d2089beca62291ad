import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/** deleteQuote (issue #13): the viewer removes their own highlight. */
export const DeleteQuote: TypedDocumentNode<
  Operations.DeleteQuoteMutation,
  Operations.DeleteQuoteMutationVariables
> = gql`
  mutation DeleteQuote($quoteId: ID!) {
    result: deleteQuote(quoteId: $quoteId) {
      __typename
      ... on Quote {
        quoteId
      }
    }
  }
`;
