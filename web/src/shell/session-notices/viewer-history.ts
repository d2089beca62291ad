import { sha256Hex } from '#web/lib/body-hash.ts';
import { readLocal, writeLocal } from '#web/lib/local-store.ts';
import type { EntryPoint } from '#web/connected/sign-in/entry-point.ts';

/**
 * Which readers signed in in this browser, to tell a new sign-in from a returning page (spec 2 §4 sign-in
 * confirmation, spec 3 §4 login tracking). Ids are kept hashed (spec 2 §4 "sign-in confirmation
 * (hashed)"): the browser's storage does not list who used it.
 */
export interface ViewerHistory {
  /** The reader the last page was for; null after a signed-out page. */
  last: string | null;
  /** Every reader seen, oldest first. */
  seen: string[];
}

export const viewerHistoryKey = 'folio.viewers';

/** Enough to count "two or more" readers for a shared computer, small enough for storage. */
export const maxRemembered = 20;

export const hashViewerId = (id: string): string => sha256Hex(`folio-viewer:${id}`);

export interface Observation {
  history: ViewerHistory;
  /** This page is the first one of a sign-in: the reader differs from the last one. */
  newSignIn: boolean;
  /** Different readers seen in this browser, counting this one. */
  distinctViewers: number;
}

/** What this page's reader (null: signed out) means for the history. */
export function observeViewer(previous: ViewerHistory | null, viewerId: string | null): Observation {
  const seen = previous?.seen ?? [];
  if (viewerId === null) {
    const history = previous?.last === null ? previous : { last: null, seen };
    return { history, newSignIn: false, distinctViewers: seen.length };
  }
  const hash = hashViewerId(viewerId);
  if (previous?.last === hash) return { history: previous, newSignIn: false, distinctViewers: seen.length };
  const remembered = [...seen.filter((known) => known !== hash), hash].slice(-maxRemembered);
  return { history: { last: hash, seen: remembered }, newSignIn: true, distinctViewers: remembered.length };
}

const isHistory = (value: unknown): value is ViewerHistory =>
  typeof value === 'object' &&
  value !== null &&
  ((value as ViewerHistory).last === null || typeof (value as ViewerHistory).last === 'string') &&
  Array.isArray((value as ViewerHistory).seen) &&
  (value as ViewerHistory).seen.every((hash) => typeof hash === 'string');

/** Reads, updates and stores the history in one go; anything unreadable counts as an empty history. */
export function recordViewer(viewerId: string | null, storage?: Storage): Observation {
  const stored = readLocal<unknown>(viewerHistoryKey, storage);
  const observation = observeViewer(isHistory(stored) ? stored : null, viewerId);
  if (observation.history !== stored) writeLocal(viewerHistoryKey, observation.history, storage);
  return observation;
}

/** Spec 3 §4 login tracking: the analytics events a page's observation gives. */
export const loginEventKeys = { signIn: 'sign-in.client-success', multiUser: 'multi-user-login' } as const;

export function loginEvents(
  { newSignIn, distinctViewers }: Observation,
  entry: EntryPoint | undefined,
): { key: string; data: Record<string, unknown> }[] {
  if (!newSignIn) return [];
  const signIn = { key: loginEventKeys.signIn, data: { entryPoint: entry ?? null, operation: 'login' } };
  return distinctViewers >= 2
    ? [signIn, { key: loginEventKeys.multiUser, data: { count: distinctViewers } }]
    : [signIn];
}
