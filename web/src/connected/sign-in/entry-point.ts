/**
 * Where a sign-in or sign-up started (spec 2 §2 "entry point"): the modal titles itself by it, the
 * sign-in page receives it as `source`, and it decides whether onboarding is skipped (spec 2 §4).
 */
export const entryPoints = [
  // Spec 2 §2: the entry points whose title and subtitle differ.
  'bookmark',
  'clap',
  'follow',
  'highlight',
  'respond',
  'read_exclusive',
  'subscribe',
  'newsletter',
  'list',
  'discount_plans',
  'referred_member',
  'marketing_page',
  // Spec 2 §2: more sources named by the skip-onboarding list.
  'landing_hero',
  'free_post',
  'paywalled_post',
  'regwall',
  'private_note',
  'report',
  // Ours: the header's buttons and the gated Write link (web/src/lib/gated-link.ts).
  'nav',
  'write',
  // Spec 2 §2: the callback sends an expired link back with this source.
  'email_login_timeout',
] as const;

export type EntryPoint = (typeof entryPoints)[number];

/**
 * An entry point read from a URL or from storage; anything unknown is no entry point. (No zod here: this
 * module is in every page's first load, and a list lookup is the whole schema.)
 */
export const parseEntryPoint = (value: unknown): EntryPoint | undefined =>
  (entryPoints as readonly unknown[]).includes(value) ? (value as EntryPoint) : undefined;

/** Spec 2 §2: "Entry points for which onboarding is skipped". */
export const skipOnboardingEntryPoints: readonly EntryPoint[] = [
  'clap',
  'highlight',
  'landing_hero',
  'free_post',
  'paywalled_post',
  'regwall',
  'private_note',
  'respond',
  'report',
  // A member-only story's notice (its title is 'read exclusive'): the paywalled post's sign-up, on its
  // way to the plans (decision 274).
  'read_exclusive',
];

export const skipsOnboarding = (entry: EntryPoint | undefined): boolean =>
  entry !== undefined && skipOnboardingEntryPoints.includes(entry);

/**
 * Spec 2 §4 "Opening the modal stores the entry point in a browser store": localStorage under this key
 * holds the last entry point (a bare string), read back once the reader is signed in.
 */
export const entryPointStorageKey = 'folio.signIn.entryPoint';

export function storeEntryPoint(
  entry: EntryPoint | undefined,
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    if (entry) storage?.setItem(entryPointStorageKey, entry);
    else storage?.removeItem(entryPointStorageKey);
  } catch (error) {
    // Storage can be full or forbidden (private modes); the entry point is a hint, sign-in goes on.
    console.warn('Could not store the sign-in entry point.', error);
  }
}

export function readStoredEntryPoint(
  storage: Storage | undefined = globalThis.localStorage,
): EntryPoint | undefined {
  try {
    return parseEntryPoint(storage?.getItem(entryPointStorageKey));
  } catch (error) {
    console.warn('Could not read the sign-in entry point.', error);
    return undefined;
  }
}
