import { ResultError } from '../api/results.ts';

const attempts = 3;

/**
 * BatchGetItem for unique keys (DynamoDB rejects duplicates), retrying the keys DynamoDB leaves
 * unprocessed under throttling; after a few attempts the caller gets ServiceUnavailable rather than a
 * silent gap. `what` names the store in that message.
 */
export async function batchGetAll<T, F extends string>(
  ids: readonly string[],
  field: F,
  fetch: (keys: string[]) => Promise<{ data: T[]; unprocessed: Record<F, string>[] }>,
  what: string,
): Promise<T[]> {
  let pending = [...new Set(ids)];
  const found: T[] = [];
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt === attempts)
      throw new ResultError('ServiceUnavailable', `The ${what} store is busy; try again.`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const { data: items, unprocessed } = await fetch(pending);
    found.push(...items);
    pending = unprocessed.map((key) => key[field]);
  }
  return found;
}

/** batchGetAll answered as a Map from each found item's `field`: a missing item is simply absent. */
export async function batchGetMap<T extends Record<F, string>, F extends string>(
  ids: readonly string[],
  field: F,
  fetch: (keys: string[]) => Promise<{ data: T[]; unprocessed: Record<F, string>[] }>,
  what: string,
): Promise<Map<string, T>> {
  const items = await batchGetAll(ids, field, fetch, what);
  return new Map(items.map((item) => [item[field], item]));
}
