import { createHash } from 'node:crypto';

/**
 * A writer's newsletter id, derived from the writer's id (decision 152): the first creation wins a
 * conditional Put on this key, so two readers subscribing at once to a writer who has none yet make
 * one newsletter. 16 hex digits: 64 bits, unique among any number of writers Folio will have.
 */
export function authorNewsletterId(userId: string): string {
  return createHash('sha256').update(`newsletter:author:${userId}`).digest('hex').slice(0, 16);
}
