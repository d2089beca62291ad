import type { Viewer } from '#shared/api/viewer.ts';

/** The attributes of a stored story that decide who may see it. */
export interface StoryAccess {
  creatorId: string;
  status: 'DRAFT' | 'PUBLISHED' | 'DELETED';
  visibility: 'PUBLIC' | 'UNLISTED' | 'LOCKED';
  isLocked: boolean;
  isSuspended?: boolean;
}

const isCreator = (story: StoryAccess, viewer: Viewer) =>
  viewer.id !== undefined && viewer.id === story.creatorId;

/**
 * Whether the viewer may open the story by its id. Everything refused here answers NotFound, the same
 * as an unknown id, so a refusal never confirms that a draft or a suspended story exists.
 */
export function canView(story: StoryAccess, viewer: Viewer): boolean {
  if (story.status === 'DELETED') return false;
  if (story.status === 'DRAFT' && !isCreator(story, viewer)) return false;
  if (story.isSuspended === true && !viewer.canViewSuspendedContent) return false;
  return true;
}

/**
 * Whether the story belongs in a feed (home, profile, publication, staff picks): the rule of the sparse
 * indexes of entities/post.ts, re-checked on read because a staff pick points at a story whose state may
 * have changed since it was picked.
 */
export { isListed } from '#shared/data/entities/post.ts';

/**
 * How a non-member came to read one member-only story in full, on its page only (`story-unlock.ts`): its
 * friend link (decision 142) or the metered allowance (decision 141). Every other path (lists, feeds,
 * quotes, newsletters) has none, so it sends such a reader the preview.
 */
export type Unlock = 'friend-link' | 'meter';

/**
 * THE rule of member-only bodies, on every path that sends one: read in full by members (MEMBER or
 * FRIEND), by their writer, and by a reader the story page unlocked it for; others get the preview.
 */
export function canReadFullBody(story: StoryAccess, viewer: Viewer, unlock?: Unlock): boolean {
  return !story.isLocked || viewer.tier !== 'FREE' || isCreator(story, viewer) || unlock !== undefined;
}
