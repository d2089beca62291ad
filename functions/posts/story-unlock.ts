import { timingSafeEqual } from 'node:crypto';
import type { Viewer } from '#shared/api/viewer.ts';
import { canReadFullBody, type StoryAccess, type Unlock } from './access.ts';
import type { Meter, MeterReading } from './metered/meter.ts';

/** What the story page learned opening a member-only story for this viewer. */
export interface StoryUnlock {
  unlock?: Unlock;
  /** The metered allowance, for a signed-in non-member the meter was asked about. */
  meter?: MeterReading;
}

/** Compared in constant time: how long a refusal takes says nothing about the key. */
const sameKey = (presented: string, stored: string) =>
  presented.length === stored.length && timingSafeEqual(Buffer.from(presented), Buffer.from(stored));

/**
 * On the story page only (Query.postResult with its body): whether a reader the rule stops may still
 * read this story in full — by its friend link (the key the address carries matches the stored one;
 * costs nothing, the link came in the page's Query), else, signed in, by the metered allowance (one
 * UpdateItem). Visitors are not metered (decision 141: their pages are cached at the edge).
 */
export async function unlockStory(
  story: StoryAccess & { id: string },
  viewer: Viewer,
  friendLink: { stored?: string; presented?: string },
  meter: Meter,
): Promise<StoryUnlock> {
  if (canReadFullBody(story, viewer) || story.status !== 'PUBLISHED') return {};
  if (friendLink.stored && friendLink.presented && sameKey(friendLink.presented, friendLink.stored))
    return { unlock: 'friend-link' };
  if (viewer.id === undefined) return {};
  const reading = await meter.open(viewer.id, story.id);
  return reading?.unlocked ? { unlock: 'meter', meter: reading } : { ...(reading && { meter: reading }) };
}
