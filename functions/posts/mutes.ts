/** What the signed-in viewer muted (functions/users keeps the mutes; the feeds only read them). */
export interface Mutes {
  users: ReadonlySet<string>;
  collections: ReadonlySet<string>;
}

export const noMutes: Mutes = { users: new Set(), collections: new Set() };

interface MutableStory {
  creatorId: string;
  collectionId?: string;
  statusForCollection?: 'APPROVED' | 'PENDING' | 'REJECTED';
}

/**
 * Whether a feed leaves the story out for the viewer: its writer is muted, or the publication it
 * appears in. A story only submitted to a publication (not APPROVED) is its writer's alone, so muting
 * that publication does not hide it.
 */
export function isMuted(story: MutableStory, mutes: Mutes): boolean {
  if (mutes.users.has(story.creatorId)) return true;
  return (
    story.collectionId !== undefined &&
    story.statusForCollection === 'APPROVED' &&
    mutes.collections.has(story.collectionId)
  );
}

/**
 * The mutes a publication's own pages apply (its home and its tagged pages): the viewer opened the
 * publication, so muting it hides nothing there; its muted writers' stories stay out.
 */
export const writersOnly = (mutes: Mutes): Mutes => ({ ...noMutes, users: mutes.users });
