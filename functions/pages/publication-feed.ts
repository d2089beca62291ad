import type { TypedDocumentNode } from '@apollo/client';
import { anonymousCredential, xsrfHeaderName, type HostKind } from '#contract/edge-headers.ts';
import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import { hrefOnHost } from '#web/routes/build-route.ts';
import { collectionDomainOrSlug } from '#web/routes/collection-param.ts';
import { publicationHref } from '#web/routes/entity-urls.ts';
import { matchRoute } from '#web/routes/match-route.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import type { PageRequest } from './page-request.ts';
import {
  feedSize,
  PublicationFeedQuery,
  PublicationTaggedFeedQuery,
  type FeedCollection,
} from './publication-feed-query.ts';
import { publicationRss } from './publication-rss.tsx';
import { createServerClient, type ServerClient } from './server-client.ts';

export const rssContentType = 'application/rss+xml; charset=utf-8';

/** A feed route's publication (its slug, or the custom domain's target) and tag (null: every story). */
export interface RequestedFeed {
  domainOrSlug: string;
  tag: string | null;
}

/** The feed a `/{collectionSlug}/feed[/tagged/{tag}]` path names (`/feed…` on its domain), or null. */
export function requestedFeed(
  request: Pick<PageRequest, 'path' | 'hostKind' | 'hostTarget'>,
): RequestedFeed | null {
  const match = matchRoute(routeTables[request.hostKind], request.path, request.hostTarget, () => undefined);
  if (match?.name === 'ShowCollectionFeed')
    return { domainOrSlug: collectionDomainOrSlug(match.params), tag: null };
  if (match?.name !== 'ShowCollectionTaggedFeed') return null;
  return { domainOrSlug: collectionDomainOrSlug(match.params), tag: match.params.tag ?? '' };
}

/** A tag the API could name (its tagSlug rule: 1–100 characters once trimmed); anything else is a 404. */
const isTagSlug = (tag: string) => tag.trim().length > 0 && tag.trim().length <= 100;

/**
 * A feed is the same for every reader (decision 263): it is asked as a visitor — the viewer's session,
 * cookies and xsrf token never travel — so a member's reader never receives, nor caches, a member-only
 * body.
 */
export function feedClient(executeGraphql: GraphqlExecutor, viewerHeaders: Record<string, string>) {
  const { authorization: _credential, cookie: _cookie, [xsrfHeaderName]: _xsrf, ...rest } = viewerHeaders;
  return createServerClient(executeGraphql, { ...rest, authorization: anonymousCredential });
}

/** The publication's page, and the feed's own address on the host it was asked on. */
function feedLinks(collection: FeedCollection, tag: string | null, hostKind: HostKind, origin: string) {
  const home = publicationHref(collection, {
    table: routeTables.default,
    hostTarget: null,
    authOrigin: origin,
  });
  const publication = home.startsWith('/') ? `${origin}${home}` : home;
  const [name, params] =
    tag === null
      ? ['ShowCollectionFeed', { collectionSlug: collection.slug }]
      : ['ShowCollectionTaggedFeed', { collectionSlug: collection.slug, tag }];
  const onItsDomain = hostKind === 'publication' && collection.domain;
  const self = onItsDomain
    ? new URL(hrefOnHost(routeTables.publication, collection.slug, name, params), publication).href
    : `${origin}${hrefOnHost(routeTables.default, null, name, params)}`;
  return { publication, self };
}

/** One query as the visitor; its failure is the request's (the 500 screen). */
async function ask<T, V extends Record<string, unknown>>(
  client: ServerClient,
  request: { query: TypedDocumentNode<T, V>; variables: V },
): Promise<T | null> {
  const [outcome] = await client.preload([request]);
  if (outcome && !outcome.ok) throw outcome.error;
  return client.apollo.readQuery(request);
}

/** The publication and its stories (under the tag, when asked); null when either is unknown. */
async function feedContent({ domainOrSlug, tag }: RequestedFeed, client: ServerClient) {
  if (tag === null) {
    const variables = { domainOrSlug, limit: feedSize };
    const collection = (await ask(client, { query: PublicationFeedQuery, variables }))
      ?.collectionByDomainOrSlug;
    return collection ? { collection, tag: null, posts: collection.postsConnection.posts } : null;
  }
  const variables = { domainOrSlug, tagSlug: tag, limit: feedSize };
  const answer = await ask(client, { query: PublicationTaggedFeedQuery, variables });
  const collection = answer?.collectionByDomainOrSlug;
  if (!collection || !answer.tag) return null;
  return { collection, tag: answer.tag, posts: collection.taggedPostsConnection.posts };
}

/**
 * Spec 3 §2 `/feed` and `/feed/tagged/{tag}`, answered by the server: the publication's newest stories
 * as RSS 2.0, asked of the API with `client` (a visitor's: feedClient). Null (the 404 page) for a
 * publication, or a tag, the API does not know.
 */
export async function publicationFeed(
  requested: RequestedFeed,
  client: ServerClient,
  context: { origin: string; hostKind: HostKind; now: number },
): Promise<string | null> {
  if (requested.tag !== null && !isTagSlug(requested.tag)) return null;
  const content = await feedContent(requested, client);
  if (!content) return null;
  const links = feedLinks(content.collection, requested.tag, context.hostKind, context.origin);
  return publicationRss({ ...content, origin: context.origin, links, now: context.now });
}
