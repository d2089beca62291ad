import type { ReadProgress } from '#contract/reading.ts';

/**
 * Spec 3 §4 navigation state, the post-read flag: the story page's read tracker raises it when it
 * records a read (graphql/contract/reading.ts), and the next page that shows what a read changes
 * consumes it — takes it and clears it — to show that page as it is now without a reload (a list page:
 * its items and their reading-list states, features/lists). Browser only: the server renders no reads.
 */
export interface PostRead {
  postId: string;
  progress: ReadProgress;
}

let postRead: PostRead | null = null;

/** Raised by the read tracker once the read is recorded; a later read replaces an earlier one. */
export function raisePostRead(read: PostRead): void {
  postRead = read;
}

/** The read recorded since the last consumer, if any, cleared as it is taken. */
export function consumePostRead(): PostRead | null {
  const read = postRead;
  postRead = null;
  return read;
}
