import * as z from 'zod';
import type {
  MutationFollowTopicArgs,
  MutationUnfollowTopicArgs,
  UserFollowingTagsConnectionArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import type { BatchFieldResolver, FieldResolver } from '#shared/api/resolver-router.ts';
import { parseArguments } from '#shared/api/results.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import { pagingSchema } from '#contract/paging.ts';
import { socialMessages } from './social-changes.ts';
import { parentSource } from './social-arguments.ts';
import type { TopicFollows } from './topic-follows.ts';
import { viewerMutation } from './viewer-mutation.ts';

/** followTopic / unfollowTopic: a topic's slug. */
const topicArguments = graphqlArguments<MutationFollowTopicArgs | MutationUnfollowTopicArgs>()(
  z.object({ topicSlug: z.string().trim().toLowerCase().min(1).max(100) }),
);
const followedTagsArguments = graphqlArguments<UserFollowingTagsConnectionArgs>()(
  z.object({ paging: pagingSchema }),
);

const socialMutation = viewerMutation(socialMessages.signIn);

/** Following topics and the viewer's followed tags (decisions 217, 219; graphql/resolver-manifest.ts). */
export function createTopicResolvers(topics: TopicFollows) {
  const fields: Record<string, FieldResolver> = {
    'Mutation.followTopic': socialMutation(topicArguments, (viewer, args) =>
      topics.followTopic(viewer, args.topicSlug),
    ),
    'Mutation.unfollowTopic': socialMutation(topicArguments, (viewer, args) =>
      topics.unfollowTopic(viewer, args.topicSlug),
    ),
    'User.followingTagsConnection': async (event) => {
      const { paging } = parseArguments(followedTagsArguments, event.arguments);
      return topics.followedTags(
        parentSource.parse(event.source).id,
        paging,
        viewerFromIdentity(event.identity),
      );
    },
  };
  // One request, one viewer: a batch's events all carry the same identity.
  const batchFields: Record<string, BatchFieldResolver> = {
    'Topic.viewerEdge': (events) =>
      topics.topicEdges(
        events.map((event) => parentSource.parse(event.source).id),
        viewerFromIdentity(events[0]?.identity),
      ),
  };
  return { fields, batchFields };
}
