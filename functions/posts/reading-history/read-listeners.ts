/**
 * Who hears of a reader's progress through a story, beside the reading history (issue #13): the two
 * named points where the predefined "Resume reading" list (stories started and not finished,
 * catalogs/resume-reading.ts) is kept. Called after the read is recorded; never while the history is paused.
 */
export interface ReadListeners {
  /** The reader's visit counts as a read (graphql/contract/reading.ts): the story is started. */
  readStarted(userId: string, postId: string): Promise<void>;
  /** The reader reached the story's end. */
  readFinished(userId: string, postId: string): Promise<void>;
}
