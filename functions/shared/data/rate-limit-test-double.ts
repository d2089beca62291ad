import type { RateLimitCounter, RateLimitWindowHit } from './rate-limit.ts';

/**
 * The rate-limit counter in memory, for unit tests of the windows' arithmetic and of the callers; the
 * conditional write itself is an integration test (tests/integration/auth-repository.test.ts).
 */
export function memoryRateLimitCounter(): RateLimitCounter & { hits: RateLimitWindowHit[] } {
  const counts = new Map<string, number>();
  const hits: RateLimitWindowHit[] = [];
  return {
    hits,
    async hitRateLimit(hit: RateLimitWindowHit) {
      hits.push(hit);
      const id = `${hit.bucket}|${hit.key}|${hit.windowStart}`;
      const count = counts.get(id) ?? 0;
      if (count >= hit.limit) return false;
      counts.set(id, count + 1);
      return true;
    },
  };
}
