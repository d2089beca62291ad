/**
 * Spaces calls to at most `perSecond` a second (a container keeps its pace across invocations): the
 * newsletter consumer waits on it before each e-mail, so its invocations together stay under SES's
 * sending quota (NEWSLETTER_SEND_RATE_PER_SECOND, shared by the queue's maxConcurrency: decision 156).
 */
export function pacer(
  perSecond: number,
  now: () => number = Date.now,
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
): () => Promise<void> {
  const interval = 1000 / perSecond;
  let next = 0;
  return async () => {
    const at = now();
    const wait = next - at;
    next = Math.max(at, next) + interval;
    if (wait > 0) await sleep(wait);
  };
}
