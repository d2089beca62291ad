/**
 * The metered paywall (decision 141, spec 3 §9 "Metered paywall window: hourly, daily, monthly"): a
 * signed-in non-member may open `stories` member-only stories in full per window. Operators set both with
 * the flags `paywall_metered_stories` and `paywall_metered_window` (docs/deploy.md); these are the
 * defaults and the one reading of the flags' values, for the server and the story page.
 */
export const paywallWindows = ['HOURLY', 'DAILY', 'MONTHLY'] as const;
export type PaywallWindow = (typeof paywallWindows)[number];

export interface MeterConfig {
  /** 0 turns the meter off: non-members get the preview of every member-only story. */
  stories: number;
  window: PaywallWindow;
}

export const defaultMeter: MeterConfig = { stories: 3, window: 'MONTHLY' };

/** More than any reasonable allowance; the set of a window's stories stays a tiny item. */
export const maxMeteredStories = 100;

const isWindow = (value: string): value is PaywallWindow =>
  (paywallWindows as readonly string[]).includes(value);

/** The flags' string values → the meter; anything unreadable falls back to its default. */
export function meterFromFlags(stories: string, window: string): MeterConfig {
  const count = /^\d+$/.test(stories.trim()) ? Number(stories.trim()) : defaultMeter.stories;
  return {
    stories: Math.min(count, maxMeteredStories),
    window: isWindow(window.trim().toUpperCase())
      ? (window.trim().toUpperCase() as PaywallWindow)
      : defaultMeter.window,
  };
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** The window holding `now`, in UTC calendar periods (as web/src/lib/post-view-counters.ts): [start, end). */
export function meterWindow(window: PaywallWindow, now: number): { start: number; end: number } {
  if (window === 'HOURLY') {
    const start = now - (now % hourMs);
    return { start, end: start + hourMs };
  }
  if (window === 'DAILY') {
    const start = now - (now % dayMs);
    return { start, end: start + dayMs };
  }
  const date = new Date(now);
  return {
    start: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1),
    end: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1),
  };
}
