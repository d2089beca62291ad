import * as z from 'zod';
import type { QueryTopicArgs } from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import type { BatchFieldResolver, FieldResolver, ResolverEvent } from '#shared/api/resolver-router.ts';
import { parseArguments } from '#shared/api/results.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import { selectsContent } from '../selection.ts';
import type { TopicsService } from './service.ts';

/** Query.topic: a topic's slug as its address carries it. */
const topicArguments = graphqlArguments<QueryTopicArgs>()(
  z.object({ topicSlug: z.string().trim().toLowerCase().min(1).max(100) }),
);

/** The Tag or Topic parent: its id is its slug. */
const slugSource = z.object({ id: z.string().min(1) });

const viewerOf = (event: ResolverEvent) => viewerFromIdentity(event.identity);
const parentSlug = (event: ResolverEvent) => slugSource.parse(event.source).id;

/** Topics and the tag's tabs (graphql/resolver-manifest.ts, decisions 216–219). */
export function createTopicsResolvers(topics: TopicsService) {
  const fields: Record<string, FieldResolver> = {
    'Query.topics': async (event) => topics.topics(viewerOf(event)),
    'Query.topic': async (event) =>
      topics.topic(parseArguments(topicArguments, event.arguments).topicSlug, viewerOf(event)),
    'Query.followSuggestions': async (event) => topics.followSuggestions(viewerOf(event)),
    'Tag.recommendedPosts': async (event) =>
      topics.recommendedPosts(parentSlug(event), {
        viewer: viewerOf(event),
        withContent: selectsContent(event.info, 'content'),
      }),
    'Tag.topWriters': async (event) => topics.topWriters(parentSlug(event), viewerOf(event)),
    'Tag.relatedTags': async (event) => topics.relatedTags(parentSlug(event)),
  };
  const batchFields: Record<string, BatchFieldResolver> = {
    'Topic.tags': (events) => topics.topicTags(events.map(parentSlug)),
  };
  return { fields, batchFields };
}
