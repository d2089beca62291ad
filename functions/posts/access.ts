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
 * THE rule of member-only bodies and how a non-member came to read one in full on its page: moved to
 * functions/shared/data/paywall.ts so the newsletter sender cuts an e-mail by the same rule.
 */
export { canReadFullBody, type Unlock } from '#shared/data/paywall.ts';
