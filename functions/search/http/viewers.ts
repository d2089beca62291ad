import { createHash } from 'node:crypto';
import { anonymousCredential, edgeHeaders } from '#contract/edge-headers.ts';
import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import type { SearchViewer } from '../ports.ts';
import { expiringCache } from './expiring-cache.ts';
import type { SearchRepository } from './repository.ts';

/** The user a credential signs in, if any: the API's authorizer decides, as for every other Lambda. */
export type ViewerIdentity = (credential: string) => Promise<string | undefined>;

/** How long a viewer's identity and mutes are trusted before they are read again. */
export const viewerCacheMs = 60_000;

/** How many viewers are remembered at most; past it the oldest is forgotten first. */
export const viewerCacheEntries = 10_000;

/** The cache's key: a credential is a session's secret, so the memory keeps only its hash. */
const credentialKey = (credential: string) => createHash('sha256').update(credential).digest('base64url');

const anonymous: SearchViewer = { mutedUserIds: new Set(), mutedCollectionIds: new Set() };

/** Asks the API who the credential is (`viewer { id }`): the authorizer checks the session. */
export function viewerIdentityThroughApi(executeGraphql: GraphqlExecutor): ViewerIdentity {
  return async (credential) => {
    const answer = await executeGraphql(
      { query: 'query SearchViewer { viewer { id } }', operationName: 'SearchViewer' },
      { authorization: credential },
    );
    if (answer.errors?.length)
      throw new Error(`The API did not say who searches: ${answer.errors[0]!.message}`);
    const viewer = answer.data?.viewer as { id?: string } | null | undefined;
    return viewer?.id;
  };
}

/**
 * Who is searching: the credential the edge derived from the session cookie (`x-folio-auth`, set by the
 * viewer-request function whatever the browser sent), never the Algolia user token. Who it is and
 * their mutes are cached per credential (by its hash) for a minute, for at most `viewerCacheEntries`
 * viewers: the query path reads at most once a minute per viewer (decision 229).
 */
export function createViewers(identify: ViewerIdentity, repository: SearchRepository, now = Date.now) {
  const cached = expiringCache<SearchViewer>(viewerCacheMs, viewerCacheEntries, now);
  return (headers: Record<string, string | undefined>): Promise<SearchViewer> => {
    const credential = headers[edgeHeaders.auth];
    if (!credential || credential === anonymousCredential) return Promise.resolve(anonymous);
    return cached(credentialKey(credential), async () => {
      const userId = await identify(credential);
      if (!userId) return anonymous;
      const mutes = await repository.findMutes(userId);
      return { userId, mutedUserIds: mutes.userIds, mutedCollectionIds: mutes.collectionIds };
    });
  };
}
