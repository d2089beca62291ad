import { createHash } from 'node:crypto';

const derivedId = (seed: string) => createHash('sha256').update(seed).digest('hex').slice(0, 16);

/**
 * A writer's newsletter id, derived from the writer's id (decision 152): the first creation wins a
 * conditional Put on this key, so two readers subscribing at once to a writer who has none yet make
 * one newsletter, and whether a reader is subscribed can be read without reading the newsletter.
 * 16 hex digits: 64 bits, unique among any number of writers Folio will have.
 */
export function authorNewsletterId(userId: string): string {
  return derivedId(`newsletter:author:${userId}`);
}

/** A publication's newsletter id (one per publication), derived from the publication's id the same way. */
export function collectionNewsletterId(collectionId: string): string {
  return derivedId(`newsletter:collection:${collectionId}`);
}
