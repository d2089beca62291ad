import { routeCatalogue, type RouteName } from '#web/routes/catalogue.ts';
import { oneTapDismissedAt, oneTapDismissalKey, recordOneTapDismissal } from './one-tap-dismissal.ts';
import { ONE_TAP_DISMISSAL_MS, oneTapRoutes, showsGoogleOneTap, type OneTapFacts } from './one-tap-rule.ts';

const now = Date.UTC(2026, 2, 1, 12);
const eligible: OneTapFacts = {
  signedOut: true,
  hydrated: true,
  belowMd: false,
  dismissedAt: null,
  now,
  route: 'ShowPost',
  flagEnabled: true,
  googleClientId: 'web.apps.googleusercontent.com',
  onAuthDomain: true,
};

describe('when the Google one-tap prompt shows (spec 2 §2)', () => {
  test('to a signed-out visitor on a wide screen, with the flag on and a Google client', () => {
    expect(showsGoogleOneTap(eligible)).toBe(true);
  });

  test.each([
    ['signed in', { signedOut: false }],
    ['before hydration', { hydrated: false }],
    ['on a small screen', { belowMd: true }],
    ['with the flag off', { flagEnabled: false }],
    ['without a Google client', { googleClientId: undefined }],
    ['on a custom domain', { onAuthDomain: false }],
    ['on an error screen', { route: null }],
    ['on the settings page', { route: 'ShowSettings' as RouteName }],
  ])('never %s', (_case, change: Partial<OneTapFacts>) => {
    expect(showsGoogleOneTap({ ...eligible, ...change })).toBe(false);
  });

  test('only on the routes the spec lists', () => {
    expect(oneTapRoutes).toEqual([
      'ShowHome',
      'ShowPost',
      'ShowPostUnderUser',
      'ShowPostUnderCollection',
      'ShowUser',
      'ShowSequenceLibrary',
      'ShowSequencePost',
      'ShowCollectionHome',
    ]);
    for (const route of oneTapRoutes) expect(routeCatalogue).toHaveProperty(route);
  });

  test('a dismissal hides it for 14 days', () => {
    expect(ONE_TAP_DISMISSAL_MS).toBe(14 * 24 * 3600 * 1000);
    const dismissed = (ago: number) => showsGoogleOneTap({ ...eligible, dismissedAt: now - ago });
    expect(dismissed(ONE_TAP_DISMISSAL_MS - 1)).toBe(false);
    expect(dismissed(ONE_TAP_DISMISSAL_MS)).toBe(true);
  });
});

describe('the local dismissal', () => {
  function memoryStorage(): Storage {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, value),
    };
  }

  test('is recorded with its date and read back; anything else stored reads as none', () => {
    const storage = memoryStorage();
    expect(oneTapDismissedAt(storage)).toBeNull();
    recordOneTapDismissal(now, storage);
    expect(storage.getItem(oneTapDismissalKey)).toBe(String(now));
    expect(oneTapDismissedAt(storage)).toBe(now);
    storage.setItem(oneTapDismissalKey, '"yesterday"');
    expect(oneTapDismissedAt(storage)).toBeNull();
  });
});
