import { firstRefusedLimit, type RateLimitRule } from './rate-limit.ts';
import { memoryRateLimitCounter } from './rate-limit-test-double.ts';

const rule: RateLimitRule = { bucket: 'b', limit: 2, windowSeconds: 60, message: 'Slow down.' };
const other: RateLimitRule = { bucket: 'o', limit: 10, windowSeconds: 60, message: 'Other.' };

test('fixed windows: aligned starts, expiry at the window end, a fresh count in the next window', async () => {
  const counter = memoryRateLimitCounter();
  const at = 1_000_000_123_456;
  expect(await firstRefusedLimit(counter, [{ rule, key: 'k' }], at)).toBeUndefined();
  expect(await firstRefusedLimit(counter, [{ rule, key: 'k' }], at + 1)).toBeUndefined();
  expect(await firstRefusedLimit(counter, [{ rule, key: 'k' }], at + 2)).toBe(rule);
  expect(counter.hits[0]).toMatchObject({ windowStart: 1_000_000_080_000, expiresAt: 1_000_000_140 });
  expect(await firstRefusedLimit(counter, [{ rule, key: 'k' }], 1_000_000_140_000)).toBeUndefined();
});

test('hits after a refusal are not counted; an unknown IP is one shared key', async () => {
  const counter = memoryRateLimitCounter();
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
