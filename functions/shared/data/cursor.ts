import { ResultError } from '../api/results.ts';
import { isDynamoDbRefusal } from './condition-failure.ts';
import { tableDefinition, type IndexName } from './table-definition.ts';

/**
 * Paging cursors are ElectroDB's: the base64url JSON of DynamoDB's LastEvaluatedKey, passed through as
 * `to`. They come back from the client, so they are untrusted input: anything that is not a start key of
 * the queried index is a BadRequest, never a 500.
 */
export const invalidCursorMessage = 'The paging cursor `to` is not valid: ask for the first page again.';

const keyFieldsOf = (index: IndexName | 'table'): string[] => {
  const table = [tableDefinition.partitionKey, tableDefinition.sortKey];
  if (index === 'table') return table;
  const gsi = tableDefinition.globalSecondaryIndexes.find((candidate) => candidate.indexName === index);
  return gsi ? [...table, gsi.partitionKey, gsi.sortKey] : table;
};

const invalidCursor = () => new ResultError('BadRequest', invalidCursorMessage);

/** Rejects, before any request, a cursor that cannot be a start key of `index` (garbage, wrong index). */
export function assertCursorFits(cursor: string, index: IndexName | 'table'): void {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) throw invalidCursor();
  const fields = Object.keys(decoded).sort();
  const expected = keyFieldsOf(index).sort();
  const allStrings = Object.values(decoded).every((value) => typeof value === 'string');
  if (!allStrings || fields.join(',') !== expected.join(',')) throw invalidCursor();
}

/**
 * A well-formed start key from another partition (a forged or stale cursor) is refused by DynamoDB with a
 * ValidationException: translate that one case into BadRequest.
 */
export function rethrowRejectedCursor(error: unknown): never {
  if (isDynamoDbRefusal(error, 'ValidationException')) throw invalidCursor();
  throw error;
}
