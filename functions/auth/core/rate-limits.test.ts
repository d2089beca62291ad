import { ipLockedOutUntil, rateLimits } from './rate-limits.ts';

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
