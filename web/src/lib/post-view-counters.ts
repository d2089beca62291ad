import { readLocal, writeLocal } from './local-store.ts';

/**
 * Spec 2 §4: "Post view counters are kept locally per day, week, month; non-metered posts per month" —
 * what the metered paywall will read. Each counter is the distinct stories viewed in its window (a
 * story opened twice counts once); windows are UTC calendar periods (the week from Monday), so every
 * device and the server agree on when one starts. Metered stories are member-only ones.
 */
export const postViewCountersKey = 'post-view-counters';

export type CounterName = 'day' | 'week' | 'month' | 'nonMeteredMonth';
export type PostViewCounts = Record<CounterName, number>;

interface Counter {
  /** The window's start, epoch ms. */
  start: number;
  postIds: string[];
}
type Stored = Partial<Record<CounterName, Counter>>;

/** More than any meter allows: a window keeps at most this many ids. */
const maxIdsPerWindow = 200;
const dayMs = 86_400_000;

const startOfDay = (now: number) => now - (now % dayMs);
/** 1970-01-01 was a Thursday: Monday-based weeks start 3 days later in the cycle. */
const startOfWeek = (now: number) => startOfDay(now) - ((Math.floor(now / dayMs) + 3) % 7) * dayMs;
const startOfMonth = (now: number) => {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
};

const windowStarts: Record<CounterName, (now: number) => number> = {
  day: startOfDay,
  week: startOfWeek,
  month: startOfMonth,
  nonMeteredMonth: startOfMonth,
};
const counterNames = Object.keys(windowStarts) as CounterName[];

/** The ids a counter holds now: none once its window has passed. */
const current = (counter: Counter | undefined, name: CounterName, now: number) =>
  counter && counter.start === windowStarts[name](now) && Array.isArray(counter.postIds)
    ? counter.postIds
    : [];

export function postViewCounts(now = Date.now(), storage?: Storage): PostViewCounts {
  const stored = readLocal<Stored>(postViewCountersKey, storage) ?? {};
  return Object.fromEntries(
    counterNames.map((name) => [name, current(stored[name], name, now).length]),
  ) as PostViewCounts;
}

/** Counts a view of a story: metered ones per day, week and month; the others per month. */
export function recordPostView(
  postId: string,
  { metered }: { metered: boolean },
  now = Date.now(),
  storage?: Storage,
): PostViewCounts {
  const stored = readLocal<Stored>(postViewCountersKey, storage) ?? {};
  const counting: CounterName[] = metered ? ['day', 'week', 'month'] : ['nonMeteredMonth'];
  const next: Stored = {};
  for (const name of counterNames) {
    const ids = current(stored[name], name, now);
    const add = counting.includes(name) && !ids.includes(postId) && ids.length < maxIdsPerWindow;
    next[name] = { start: windowStarts[name](now), postIds: add ? [...ids, postId] : ids };
  }
  writeLocal(postViewCountersKey, next, storage);
  return postViewCounts(now, storage);
}
