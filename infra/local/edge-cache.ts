/**
 * CloudFront's cache for the pages behaviour, locally: a response whose Cache-Control has s-maxage is
 * kept for that long under the cache key (the served host, its classification, viewer kind, path and
 * query — the same parts the CDK cache policy names; the gateway builds it). Small and in memory: it
 * exists so `npm start` behaves like production, not to be a CDN.
 */
export interface CachedResponse {
  /** The path the response was served at: invalidations match it. */
  path: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  storedAt: number;
  expiresAt: number;
}

const sharedMaxAge = (cacheControl: string | undefined) => {
  const match = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl ?? '');
  return match && !/private|no-store/.test(cacheControl ?? '') ? Number(match[1]) : 0;
};

export function createEdgeCache(maxEntries = 500, now = Date.now) {
  const entries = new Map<string, CachedResponse>();
  return {
    get(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    /** Stores the response if its headers allow a shared cache to. */
    offer(key: string, path: string, status: number, headers: Record<string, string>, body: Buffer) {
      const seconds = sharedMaxAge(headers['cache-control']);
      if (seconds <= 0 || (status !== 200 && status !== 404) || headers['set-cookie']) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { path, status, headers, body, storedAt: now(), expiresAt: now() + seconds * 1000 });
    },
    /**
     * The EdgeCache port (functions/shared/ports/edge-cache.ts) as CloudFront reads invalidation
     * paths: exact, or a prefix when ending in `*`; every host, viewer kind and query of the path.
     */
    async invalidate(paths: readonly string[]) {
      const matches = (path: string) =>
        paths.some((pattern) =>
          pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
        );
      for (const [key, entry] of entries) if (matches(entry.path)) entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}

export type EdgeCache = ReturnType<typeof createEdgeCache>;
