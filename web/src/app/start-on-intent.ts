import { holdClicks } from './held-clicks.ts';

/** What tells that a reader is about to use the page, not only read it. */
export const intentEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

/**
 * A reader who shows no intent still gets what the app does on load (analytics events, the privacy
 * banner, one-tap), once the page has been loaded this long and the browser is idle.
 */
export const idleStartDelayMs = 3000;

/**
 * Decision 71: starts the app when the page needs it. At once when `atOnce` (a signed-in reader's page
 * shows its toasts on load); otherwise on the reader's first intent, or when the browser is idle
 * `idleStartDelayMs` after the load. Until the app has started, a click that is not on a link (links
 * navigate natively) is held and given to the app once it has started, so none is lost.
 */
export function startOnIntent(scope: Window, start: () => Promise<unknown>, atOnce: boolean): Promise<void> {
  const clicks = holdClicks(scope.document);
  return new Promise<void>((resolve, reject) => {
    let started = false;
    const startNow = () => {
      if (started) return;
      started = true;
      for (const type of intentEvents) scope.removeEventListener(type, startNow, { capture: true });
      start()
        .then(() => clicks.release())
        .then(resolve, reject);
    };
    if (atOnce) return startNow();
    for (const type of intentEvents) scope.addEventListener(type, startNow, { capture: true, passive: true });
    const whenIdle = () =>
      scope.setTimeout(() => {
        if ('requestIdleCallback' in scope) scope.requestIdleCallback(startNow);
        else startNow();
      }, idleStartDelayMs);
    if (scope.document.readyState === 'complete') whenIdle();
    else scope.addEventListener('load', whenIdle, { once: true });
  });
}
