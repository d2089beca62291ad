import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { ReadProgress } from '#contract/reading.ts';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { raisePostRead } from '#web/lib/router/navigation-state.ts';

/** recordPostRead (issue #13): the story page's read tracker reports how far the reader got. */
export const RecordPostRead: TypedDocumentNode<
  Operations.RecordPostReadMutation,
  Operations.RecordPostReadMutationVariables
> = gql`
  mutation RecordPostRead($postId: ID!, $progress: ReadProgress!) {
    result: recordPostRead(postId: $postId, progress: $progress) {
      __typename
      ... on ReadRecorded {
        recorded
      }
    }
  }
`;

/**
 * Sends the read; never rejects (a failure is logged by mutateOutcome and the read is lost). A read
 * recorded raises the navigation state's post-read flag, which the next list page consumes.
 */
export async function recordPostRead(client: ApolloClient, postId: string, progress: ReadProgress) {
  const outcome = await mutateOutcome(
    client,
    { mutation: RecordPostRead, variables: { postId, progress } },
    (data) => data.result,
  );
  if (outcome.__typename === 'ReadRecorded' && outcome.recorded) raisePostRead({ postId, progress });
  return outcome;
}
