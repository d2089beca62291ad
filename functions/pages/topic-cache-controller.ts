import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import type { RouteParams } from '#web/routes/catalogue.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { matchRoute } from '#web/routes/match-route.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import type { CacheSubject } from './cache-decision.ts';
import type { PageRequest } from './page-request.ts';
import type { ServerClient } from './server-client.ts';

/** Spec 3 §7 TopicCacheController: topicSlug in, the topic's tag id out (no DynamoDB read: decision 216). */
export const TopicCacheController: TypedDocumentNode<
  Operations.TopicCacheControllerQuery,
  Operations.TopicCacheControllerQueryVariables
> = gql`
  query TopicCacheController($topicSlug: ID!) {
    topic(topicSlug: $topicSlug) {
      id
      tagId
    }
  }
`;

/**
 * The cache subject of a topic page (spec 3 §4): "a topic route with a tagSlug parameter is
 * recognised", its tag id is that slug.
 */
export const topicRouteSubject = (params: RouteParams): CacheSubject => ({
  kind: 'topic',
  tagId: params.tagSlug ?? null,
});

/** The topic slug of a /topic/{topicSlug} request, or null for any other path. */
export function requestedTopicSlug(
  request: Pick<PageRequest, 'path' | 'hostKind' | 'hostTarget'>,
): string | null {
  const match = matchRoute(routeTables[request.hostKind], request.path, request.hostTarget, () => undefined);
  return match?.name === 'ShowTopic' ? (match.params.topicSlug ?? null) : null;
}

/**
 * `/topic/{topicSlug}`, handled by the server (decision 216): the topic's tag id, read by the
 * TopicCacheController, names where it leads (its main tag's page, 301) and is the subject of the cache
 * decision; null location when the slug names no topic the viewer may see (the 404 page).
 */
export async function topicLocation(
  topicSlug: string,
  client: ServerClient,
): Promise<{ location: string | null; subject: CacheSubject }> {
  const request = { query: TopicCacheController, variables: { topicSlug } };
  const [outcome] = await client.preload([request]);
  if (outcome && !outcome.ok) throw outcome.error;
  const tagId = client.apollo.readQuery(request)?.topic?.tagId ?? null;
  return {
    location: tagId === null ? null : buildRoute('ShowTagPosts', { tagSlug: tagId }),
    subject: { kind: 'topic', tagId },
  };
}
