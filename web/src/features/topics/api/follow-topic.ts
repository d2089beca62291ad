import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ApolloClient } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { TopicCard_topic } from './topics-query.ts';

/** Decision 217: a topic's follow follows its tags; the answer carries them with their exact counts. */
export const FollowTopic: TypedDocumentNode<
  Operations.FollowTopicMutation,
  Operations.FollowTopicMutationVariables
> = gql`
  mutation FollowTopic($topicSlug: ID!) {
    result: followTopic(topicSlug: $topicSlug) {
      __typename
      ...TopicCard_topic
    }
  }
  ${TopicCard_topic}
`;

export const UnfollowTopic: TypedDocumentNode<
  Operations.UnfollowTopicMutation,
  Operations.UnfollowTopicMutationVariables
> = gql`
  mutation UnfollowTopic($topicSlug: ID!) {
    result: unfollowTopic(topicSlug: $topicSlug) {
      __typename
      ...TopicCard_topic
    }
  }
  ${TopicCard_topic}
`;

/** Follows or unfollows a topic: 'Topic', a refusal's __typename, or 'Failed'. */
export async function changeTopicFollow(
  client: ApolloClient,
  topicSlug: string,
  follow: boolean,
): Promise<string> {
  const variables = { topicSlug };
  const outcome = follow
    ? await mutateOutcome(client, { mutation: FollowTopic, variables }, (data) => data.result)
    : await mutateOutcome(client, { mutation: UnfollowTopic, variables }, (data) => data.result);
  return outcome.__typename;
}
