import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/** recordPostRead (issue #13): the story page's read tracker reports how far the reader got. */
export const RecordPostRead: TypedDocumentNode<
  Operations.RecordPostReadMutation,
  Operations.RecordPostReadMutationVariables
> = gql`
  mutation RecordPostRead($postId: ID!, $progress: ReadProgress!) {
    result: recordPostRead(postId: $postId, progress: $progress) {
      __typename
    }
  }
`;
