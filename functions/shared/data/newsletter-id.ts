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

/** Marks the subscriber ids of e-mail subscribers: user ids are 12 hex digits (sign-up) or `user-…` (seed). */
const emailSubscriberPrefix = 'email-';

/**
 * The subscriber id of an address without an account (decision 168), derived from the normalised
 * address: importing it twice finds the one subscription, and it is the same in every newsletter, so a
 * story sent through two newsletters reaches it once (the delivery is claimed per recipient).
 */
export function emailSubscriberId(normalisedEmail: string): string {
  return `${emailSubscriberPrefix}${derivedId(`newsletter:email:${normalisedEmail}`)}`;
}

export const isEmailSubscriberId = (subscriberId: string) => subscriberId.startsWith(emailSubscriberPrefix);
