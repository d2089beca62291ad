import { assertCursorFits, rethrowRejectedCursor } from './cursor.ts';
import type { Paging } from '#contract/paging.ts';
import type { IndexName } from './table-definition.ts';

/** One page of a query: its items and ElectroDB's cursor for the next page (null on the last page). */
export interface Page<T> {
  items: T[];
  cursor: string | null;
}

interface QueryOptions {
  limit: number;
  cursor: string | null;
  order: 'desc';
}

/**
 * Runs one page of a query, newest first, treating a cursor DynamoDB cannot use as bad input (checked
 * against `index` before the request, and DynamoDB's refusal of a start key from another partition).
 */
export async function queryPage<T>(
  index: IndexName | 'table',
  paging: Paging,
  run: (options: QueryOptions) => Promise<{ data: T[]; cursor: string | null }>,
): Promise<Page<T>> {
  if (paging.cursor) assertCursorFits(paging.cursor, index);
  try {
    const result = await run({ limit: paging.limit, cursor: paging.cursor, order: 'desc' });
    return { items: result.data, cursor: result.cursor ?? null };
  } catch (error) {
    if (paging.cursor) rethrowRejectedCursor(error);
    throw error;
  }
}
