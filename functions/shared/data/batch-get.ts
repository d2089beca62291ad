import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { ResultError } from '../api/results.ts';
import type { FolioData } from './data.ts';

const attempts = 3;
/** DynamoDB's limit of keys in one BatchGetItem. */
const keysPerRequest = 100;

/** A batch's answer: the items found, and the keys DynamoDB left unprocessed under throttling. */
interface Fetched<T, K> {
  data: T[];
  unprocessed: K[];
}

/**
 * Asks for `keys`, then again for the keys DynamoDB leaves unprocessed under throttling; after a few
 * attempts the caller gets ServiceUnavailable rather than a silent gap. `what` names the store in that
 * message.
 */
async function untilProcessed<T, K>(
  keys: K[],
  fetch: (keys: K[]) => Promise<Fetched<T, K>>,
  what: string,
): Promise<T[]> {
  let pending = keys;
  const found: T[] = [];
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt === attempts)
      throw new ResultError('ServiceUnavailable', `The ${what} store is busy; try again.`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const { data: items, unprocessed } = await fetch(pending);
    found.push(...items);
    pending = unprocessed;
  }
  return found;
}

/** BatchGetItem of one entity for unique ids (DynamoDB rejects duplicates), retried by untilProcessed. */
export function batchGetAll<T, F extends string>(
  ids: readonly string[],
  field: F,
  fetch: (keys: string[]) => Promise<Fetched<T, Record<F, string>>>,
  what: string,
): Promise<T[]> {
  const byId = async (pending: string[]) => {
    const { data, unprocessed } = await fetch(pending);
    return { data, unprocessed: unprocessed.map((key) => key[field]) };
  };
  return untilProcessed([...new Set(ids)], byId, what);
}

/** batchGetAll answered as a Map from each found item's `field`: a missing item is simply absent. */
export async function batchGetMap<T extends Record<F, string>, F extends string>(
  ids: readonly string[],
  field: F,
  fetch: (keys: string[]) => Promise<Fetched<T, Record<F, string>>>,
  what: string,
): Promise<Map<string, T>> {
  const items = await batchGetAll(ids, field, fetch, what);
  return new Map(items.map((item) => [item[field], item]));
}

/** A table item, or its key, as DynamoDB stores it (ElectroDB's field names: `pk`, `sk`, `__edb_e__`…). */
export type StoredItem = Record<string, unknown>;

/** ElectroDB's parameters of a BatchGet (`entity.get([…]).params()`): batches of keys per table. */
interface BatchGetParams {
  RequestItems: Record<string, { Keys: StoredItem[] }>;
}

/**
 * ONE BatchGetItem for the keys of several entities, which ElectroDB cannot send (its batches hold
 * one entity): `gets` are ElectroDB batch gets, whose `params()` give the keys; the stored items come
 * back for each entity's `parse` to claim its own. More than 100 keys take one request per 100.
 */
export async function batchGetAcross(
  data: FolioData,
  gets: readonly { params: () => BatchGetParams[] }[],
  options: { consistent: boolean; what: string },
): Promise<StoredItem[]> {
  const { client, name: table } = data.table;
  const keys = gets.flatMap((get) => get.params().flatMap((batch) => batch.RequestItems[table]?.Keys ?? []));
  const send = async (pending: StoredItem[]): Promise<Fetched<StoredItem, StoredItem>> => {
    const request = { [table]: { Keys: pending, ConsistentRead: options.consistent } };
    const answer = await client.send(new BatchGetCommand({ RequestItems: request }));
    return {
      data: answer.Responses?.[table] ?? [],
      unprocessed: answer.UnprocessedKeys?.[table]?.Keys ?? [],
    };
  };
  const requests = [];
  for (let start = 0; start < keys.length; start += keysPerRequest)
    requests.push(untilProcessed(keys.slice(start, start + keysPerRequest), send, options.what));
  return (await Promise.all(requests)).flat();
}
