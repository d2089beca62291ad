import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/** setHighlightPrivacy (issue #16, decision 224): the viewer makes their own highlight private or public. */
export const SetHighlightPrivacy: TypedDocumentNode<
  Operations.SetHighlightPrivacyMutation,
  Operations.SetHighlightPrivacyMutationVariables
> = gql`
  mutation SetHighlightPrivacy($quoteId: ID!, $isPrivate: Boolean!) {
    result: setHighlightPrivacy(quoteId: $quoteId, isPrivate: $isPrivate) {
      __typename
      ... on Quote {
        quoteId
        isPrivate
      }
    }
  }
`;
