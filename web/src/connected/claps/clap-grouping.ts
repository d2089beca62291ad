/**
 * Spec 3 §4 "Claps are sent with a count": clicks are gathered while they keep coming, and
 * `windowMs` after the last one their count leaves as ONE request. `flush` sends what is gathered at
 * once (the page going away). Only one group is on its way at a time: clicks made meanwhile wait for
 * its answer, so each request is decided on the counts the previous one left.
 */
export interface ClapGrouper {
  add(): void;
  flush(): void;
  /** Claps clicked and not yet answered (gathered, or on their way). */
  pending(): number;
  dispose(): void;
}

export function createClapGrouper(windowMs: number, send: (numClaps: number) => Promise<void>): ClapGrouper {
  let gathered = 0;
  let sending = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  function flush() {
    stopTimer();
    if (gathered === 0 || sending > 0) return;
    sending = gathered;
    gathered = 0;
    void send(sending).finally(() => {
      sending = 0;
      if (gathered > 0) timer = setTimeout(flush, windowMs);
    });
  }
  return {
    add() {
      gathered += 1;
      stopTimer();
      timer = setTimeout(flush, windowMs);
    },
    flush,
    pending: () => gathered + sending,
    dispose: stopTimer,
  };
}
