import { QueryCommand, ScanCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { StoredItem } from '#shared/data/batch-get.ts';
import type { FolioData } from '#shared/data/data.ts';
import type { IndexChange } from '../ports.ts';

/** Items read per request of the rebuild: one batch of changes each. */
export const rebuildPageSize = 100;

/**
 * One kind of item the rebuild reads whole: ElectroDB's parameters of its Query or Scan, and the
 * changes a page of its stored items makes (exactly one change per item, so the count is the total).
 */
export interface RebuildSource {
  params: object;
  changes: (items: StoredItem[]) => Promise<IndexChange[]>;
}

type Page = { Items?: StoredItem[]; Count?: number; LastEvaluatedKey?: Record<string, unknown> };

/** A Query when ElectroDB gave a key condition, else a Scan (its filter keeps the entity's items). */
function send(data: FolioData, params: object, extra: Partial<QueryCommandInput>): Promise<Page> {
  const input = { ...params, ...extra } as QueryCommandInput;
  const command = input.KeyConditionExpression ? new QueryCommand(input) : new ScanCommand(input);
  return data.table.client.send(command as QueryCommand) as Promise<Page>;
}

async function count(data: FolioData, params: object) {
  let total = 0;
  let start: Page['LastEvaluatedKey'];
  do {
    const page = await send(data, params, { Select: 'COUNT', ExclusiveStartKey: start });
    total += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return total;
}

async function* pages(data: FolioData, sources: readonly RebuildSource[]) {
  for (const source of sources) {
    let start: Page['LastEvaluatedKey'];
    do {
      const page = await send(data, source.params, { Limit: rebuildPageSize, ExclusiveStartKey: start });
      if (page.Items?.length) yield await source.changes(page.Items);
      start = page.LastEvaluatedKey;
    } while (start);
  }
}

/**
 * Every item of the sources, page by page (the rebuild): the total counted first (Select COUNT, one
 * request per MB), then one batch of changes per page of 100 items read.
 */
export function readAll(data: FolioData, sources: readonly RebuildSource[]) {
  return {
    total: Promise.all(sources.map((source) => count(data, source.params))).then((counts) =>
      counts.reduce((sum, value) => sum + value, 0),
    ),
    batches: pages(data, sources),
  };
}
