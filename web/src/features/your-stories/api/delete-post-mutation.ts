import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { MovePostResult_result } from './moved-post-fragment.ts';

/** Spec 3 §7 deletePost (targetPostId): the writer's story into the trash for 14 days. */
export const DeletePost: TypedDocumentNode<
  Operations.DeletePostMutation,
  Operations.DeletePostMutationVariables
> = gql`
  mutation DeletePost($targetPostId: ID!) {
    result: deletePost(targetPostId: $targetPostId) {
      ...MovePostResult_result
    }
  }
  ${MovePostResult_result}
`;
