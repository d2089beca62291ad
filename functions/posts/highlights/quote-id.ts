import { createHash, randomBytes } from 'node:crypto';
import type { PassageRange } from './anchoring.ts';

/**
 * A highlight's id: derived from its reader, story and range, so highlighting the same passage twice
 * writes the same item (the create is conditioned on its absence and counted once). 16 hex characters.
 */
export function highlightId(userId: string, postId: string, range: PassageRange): string {
  const key = [userId, postId, range.paragraphName, range.startOffset, range.endOffset].join('\n');
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/** A response's quote: a new id each time (a reader may answer the same passage twice). */
export const responseQuoteId = (): string => randomBytes(8).toString('hex');
