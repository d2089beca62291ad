import { edgeHeaders } from '#contract/edge-headers.ts';
import type { SearchViewer } from '../ports.ts';
import { expiringCache } from './expiring-cache.ts';
import type { SearchRepository } from './repository.ts';

/** The user a session token belongs to, when it is live (the auth domain's sessions). */
export type SessionResolver = (token: string) => Promise<string | undefined>;

/** How long a viewer's session and mutes are trusted before they are read again. */
export const viewerCacheMs = 60_000;

const sessionCredential = /^session:([\w.-]{1,512})$/;
const anonymous: SearchViewer = { mutedUserIds: new Set(), mutedCollectionIds: new Set() };

/**
 * Who is searching: the session the edge read from the cookie (`x-folio-auth`, set by the viewer-request
 * function whatever the browser sent), never the Algolia user token. The session and the mutes are
 * cached per token for a minute, so the query path reads the table at most once a minute per viewer.
 */
export function createViewers(resolveSession: SessionResolver, repository: SearchRepository, now = Date.now) {
  const cached = expiringCache<SearchViewer>(viewerCacheMs, 10_000, now);
  return (headers: Record<string, string | undefined>): Promise<SearchViewer> => {
    const token = sessionCredential.exec(headers[edgeHeaders.auth] ?? '')?.[1];
    if (!token) return Promise.resolve(anonymous);
    return cached(token, async () => {
      const userId = await resolveSession(token);
      if (!userId) return anonymous;
      const mutes = await repository.findMutes(userId);
      return { userId, mutedUserIds: mutes.userIds, mutedCollectionIds: mutes.collectionIds };
    });
  };
}
