import { firstRefusedLimit, type RateLimitCounter, type RateLimitRule } from '../data/rate-limit.ts';
import type { ResultValue } from './results.ts';

/**
 * Counts one request by a signed-in viewer against `rule`: the RateLimited result (the rule's message)
 * once its window is full, that request not counted; undefined when the request may go ahead.
 */
export async function refuseOverLimit(
  counter: RateLimitCounter,
  rule: RateLimitRule,
  viewerId: string,
  now: number,
): Promise<ResultValue<'RateLimited'> | undefined> {
  const refused = await firstRefusedLimit(counter, [{ rule, key: viewerId }], now);
  return refused ? { __typename: 'RateLimited', message: refused.message } : undefined;
}
