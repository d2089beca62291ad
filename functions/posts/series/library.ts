import type { Viewer } from '#shared/api/viewer.ts';
import { canView } from '../access.ts';
import type { Mutes } from '../mutes.ts';
import type { PostItem } from '../repository.ts';
import type { SequenceItem } from './repository.ts';

/** The stories of an order the viewer may read, in order: published and allowed by `canView`. */
export const readableOf = (
  postIds: readonly string[],
  found: ReadonlyMap<string, PostItem>,
  viewer: Viewer,
): PostItem[] =>
  postIds
    .map((id) => found.get(id))
    .filter((story): story is PostItem => story?.status === 'PUBLISHED' && canView(story, viewer));

/** A series on a library card: its own story, its order, and the stories of it the viewer may read. */
export interface LibraryEntry {
  post: PostItem;
  sequence: SequenceItem;
  stories: PostItem[];
}

/**
 * The series library's rule (/collections), applied to one page of the library index: a series shows
 * when its own story is a published series the viewer may see, its writer is not one the viewer muted,
 * and it holds at least one story the viewer may read (an empty series has nothing to offer yet).
 * `found` holds the summaries of the series and of their stories.
 */
export function libraryEntries(
  sequences: readonly SequenceItem[],
  found: ReadonlyMap<string, PostItem>,
  viewer: Viewer,
  mutes: Mutes,
): LibraryEntry[] {
  return sequences.flatMap((sequence) => {
    const post = found.get(sequence.id);
    if (post?.isSeries !== true || post.status !== 'PUBLISHED' || !canView(post, viewer)) return [];
    if (mutes.users.has(post.creatorId)) return [];
    const stories = readableOf(sequence.postIds, found, viewer);
    return stories.length > 0 ? [{ post, sequence, stories }] : [];
  });
}

/** Every summary a page of the library needs: its series and their stories, each id once. */
export const libraryPostIds = (sequences: readonly SequenceItem[]): string[] => [
  ...new Set(sequences.flatMap((sequence) => [sequence.id, ...sequence.postIds])),
];
