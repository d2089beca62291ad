import { readLocal, writeLocal } from '#web/lib/local-store.ts';

/** Spec 2 §4 local dismissals "with date": when each banner was last dismissed in this browser. */
export type LocalBanner = 'upsell' | 'reactivation';

export const bannerDismissalsKey = 'folio.banners.dismissedAt';

type Dismissals = Partial<Record<LocalBanner, number>>;

function read(storage?: Storage): Dismissals {
  const stored = readLocal<unknown>(bannerDismissalsKey, storage);
  return typeof stored === 'object' && stored !== null ? (stored as Dismissals) : {};
}

export function dismissedAt(banner: LocalBanner, storage?: Storage): number | null {
  const at = read(storage)[banner];
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}

export function recordDismissal(banner: LocalBanner, now: number = Date.now(), storage?: Storage) {
  writeLocal(bannerDismissalsKey, { ...read(storage), [banner]: now }, storage);
}
