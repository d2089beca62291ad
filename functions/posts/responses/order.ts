import * as z from 'zod';
import { ResultError } from '#shared/api/results.ts';
import { invalidCursorMessage } from '#shared/data/cursor.ts';

/**
 * The MOST_RELEVANT order of a thread's level (decision 111): the most clapped first, then the newest,
 * then by id (a total order, so pages never repeat or skip a response). Its cursor is the place of the
 * last response of a page in that order, so a response published between two pages never shifts the
 * next one.
 */
export interface Ranked {
  id: string;
  clapCount: number;
  publishedAt: number;
}

export function byRelevance(a: Ranked, b: Ranked): number {
  if (a.clapCount !== b.clapCount) return b.clapCount - a.clapCount;
  if (a.publishedAt !== b.publishedAt) return b.publishedAt - a.publishedAt;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

const cursorSchema = z.tuple([z.number().int().min(0), z.number().int().min(0), z.string().min(1).max(32)]);

const encode = (last: Ranked) =>
  Buffer.from(JSON.stringify([last.clapCount, last.publishedAt, last.id])).toString('base64url');

function decode(cursor: string): Ranked {
  try {
    const [clapCount, publishedAt, id] = cursorSchema.parse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    return { id, clapCount, publishedAt };
  } catch {
    throw new ResultError('BadRequest', invalidCursorMessage);
  }
}

/** One page of `items` in the relevance order, after `cursor` (null: the first); cursor null on the last. */
export function relevancePage<T extends Ranked>(
  items: readonly T[],
  paging: { limit: number; cursor: string | null },
): { items: T[]; cursor: string | null } {
  const sorted = [...items].sort(byRelevance);
  const after = paging.cursor ? decode(paging.cursor) : undefined;
  const start = after ? sorted.findIndex((item) => byRelevance(item, after) > 0) : 0;
  const from = start === -1 ? sorted.length : start;
  const page = sorted.slice(from, from + paging.limit);
  const last = page.at(-1);
  return { items: page, cursor: last && from + paging.limit < sorted.length ? encode(last) : null };
}
