/**
 * When a visit to a story counts as a read (issue #13, reading history): one rule for the story page's
 * tracker, which sends what it reached, and for the server and the stats, which count the same thing.
 * Time counts only while the story is on screen (the tab visible), never while it is merely open.
 */
export const readingRule = {
  /** Seconds of visible time after which the visit is a read (STARTED). */
  readAfterVisibleSeconds: 30,
} as const;

/** How far a reader got: STARTED once the visit counts as a read, FINISHED once the end was reached. */
export const readProgresses = ['STARTED', 'FINISHED'] as const;
export type ReadProgress = (typeof readProgresses)[number];

export interface VisitState {
  /** Visible time on the story so far, in ms. */
  visibleMs: number;
  /** Whether the story's last paragraph has been on screen. */
  reachedEnd: boolean;
}

/**
 * What the tracker should record now, given what this visit already recorded: FINISHED once the end is
 * reached (whatever the time), STARTED after 30 visible seconds, never the same progress twice nor a
 * step back. At most two requests a visit (STARTED, then FINISHED), usually one.
 */
export function progressToRecord(visit: VisitState, recorded: ReadProgress | null): ReadProgress | null {
  if (recorded === 'FINISHED') return null;
  if (visit.reachedEnd) return 'FINISHED';
  if (recorded === null && visit.visibleMs >= readingRule.readAfterVisibleSeconds * 1000) return 'STARTED';
  return null;
}
