import { firstRefusedLimit, ipLockedOutUntil, rateLimits, type RateLimitRule } from './rate-limits.ts';

/** The windows' arithmetic with a counter in memory; the conditional write itself is an integration test. */
function memoryCounter() {
  const counts = new Map<string, number>();
  const hits: Array<{ bucket: string; key: string; windowStart: number; expiresAt: number }> = [];
  return {
    hits,
    async hitRateLimit(hit: {
      bucket: string;
      key: string;
      windowStart: number;
      limit: number;
      expiresAt: number;
    }) {
      hits.push(hit);
      const id = `${hit.bucket}|${hit.key}|${hit.windowStart}`;
      const count = counts.get(id) ?? 0;
      if (count >= hit.limit) return false;
      counts.set(id, count + 1);
      return true;
    },
  };
}

const rule: RateLimitRule = { bucket: 'b', limit: 2, windowSeconds: 60, message: 'Slow down.' };
const other: RateLimitRule = { bucket: 'o', limit: 10, windowSeconds: 60, message: 'Other.' };

test('fixed windows: aligned starts, expiry at the window end, a fresh count in the next window', async () => {
  const counter = memoryCounter();
  const at = 1_000_000_123_456;
  expect(await firstRefusedLimit(counter, [{ rule, key: 'k' }], at)).toBeUndefined();
  expect(await firstRefusedLimit(counter, [{ rule, key: 'k' }], at + 1)).toBeUndefined();
  expect(await firstRefusedLimit(counter, [{ rule, key: 'k' }], at + 2)).toBe(rule);
  expect(counter.hits[0]).toMatchObject({ windowStart: 1_000_000_080_000, expiresAt: 1_000_000_140 });
  expect(await firstRefusedLimit(counter, [{ rule, key: 'k' }], 1_000_000_140_000)).toBeUndefined();
});

test('hits after a refusal are not counted; an unknown IP is one shared key', async () => {
  const counter = memoryCounter();
  for (let hit = 0; hit < 3; hit += 1)
    await firstRefusedLimit(
      counter,
      [
        { rule, key: '' },
        { rule: other, key: 'x' },
      ],
      0,
    );
  expect(counter.hits.filter((hit) => hit.bucket === 'o')).toHaveLength(2);
  expect(new Set(counter.hits.filter((hit) => hit.bucket === 'b').map((hit) => hit.key))).toEqual(
    new Set(['unknown']),
  );
});

test('every rule has a distinct bucket, a positive limit and a sentence for the reader', () => {
  const rules = Object.values(rateLimits);
  expect(new Set(rules.map((entry) => entry.bucket)).size).toBe(rules.length);
  for (const entry of rules) {
    expect(entry.limit).toBeGreaterThan(0);
    expect(entry.message).toMatch(/^[A-Z].*\.$/);
  }
});

test('an IP is locked out of passwords until its day window ends, once it reached 50 wrong ones', async () => {
  const counts = new Map<string, number>();
  const reader = {
    readRateLimit: async ({
      bucket,
      key,
      windowStart,
    }: {
      bucket: string;
      key: string;
      windowStart: number;
    }) => counts.get(`${bucket}|${key}|${windowStart}`) ?? 0,
  };
  const day = 86_400_000;
  const at = 20 * day + 5_000;
  expect(await ipLockedOutUntil(reader, '192.0.2.1', at)).toBeUndefined();
  counts.set(`password-failures:ip|192.0.2.1|${20 * day}`, 49);
  expect(await ipLockedOutUntil(reader, '192.0.2.1', at)).toBeUndefined();
  counts.set(`password-failures:ip|192.0.2.1|${20 * day}`, 50);
  expect(await ipLockedOutUntil(reader, '192.0.2.1', at)).toBe(21 * day);
  expect(await ipLockedOutUntil(reader, '192.0.2.1', 21 * day)).toBeUndefined();
});
