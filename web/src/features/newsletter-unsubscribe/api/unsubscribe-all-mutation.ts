import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

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
