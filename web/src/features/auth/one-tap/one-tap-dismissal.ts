import { readLocal, writeLocal } from '#web/lib/local-store.ts';

/** Spec 2 §4 "Other local dismissals: google one-tap": when it was last dismissed in this browser. */
export const oneTapDismissalKey = 'folio.oneTap.dismissedAt';

export function oneTapDismissedAt(storage?: Storage): number | null {
  const at = readLocal<unknown>(oneTapDismissalKey, storage);
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}

export function recordOneTapDismissal(now: number = Date.now(), storage?: Storage) {
  writeLocal(oneTapDismissalKey, now, storage);
}
