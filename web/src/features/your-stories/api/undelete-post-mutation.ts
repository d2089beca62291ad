import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { MovePostResult_result } from './moved-post-fragment.ts';

/** Spec 2 §7 UndeletePostMutation (targetPostId): the story out of the trash, back to its shelf. */
export const UndeletePostMutation: TypedDocumentNode<
  Operations.UndeletePostMutation,
  Operations.UndeletePostMutationVariables
> = gql`
  mutation UndeletePostMutation($targetPostId: ID!) {
    result: undeletePost(targetPostId: $targetPostId) {
      ...MovePostResult_result
    }
  }
  ${MovePostResult_result}
`;
