import type { NotificationItem, ReaderMutes } from './repository.ts';

/**
 * A notification as its owner may see it now: the actors they muted left out (muting hides their
 * notifications at once, on the page, in the count and in the digest), and none at all when nobody
 * else is left.
 */
export function visibleActors(item: Pick<NotificationItem, 'actorIds' | 'actorCount'>, mutes: ReaderMutes) {
  const actorIds = item.actorIds.filter((id) => !mutes.users.has(id));
  return { actorIds, actorCount: item.actorCount - (item.actorIds.length - actorIds.length) };
}
