/**
 * Username rules in one place: sign-up derives one (auth), settings will let people change it. A
 * username is the handle in /@{username} and, for writers with a subdomain, a DNS label, so it keeps
 * to lower-case letters, digits and underscores. Imports nothing, so the web client can use it too.
 */

export const minUsernameLength = 1;
export const maxUsernameLength = 30;

export const usernameMessages = {
  invalid: 'Usernames can contain only letters, numbers and underscores.',
  taken: 'That username is already taken.',
  tooLong: `Usernames can be at most ${maxUsernameLength} characters long.`,
  empty: 'Please enter a username.',
  reserved: 'That username is reserved.',
} as const;

const usernamePattern = /^[a-z0-9_]+$/;

/** Words that name our own routes or hosts (/@me, m.{domain}…): nobody may hold them. */
export const reservedUsernames: ReadonlySet<string> = new Set([
  'about',
  'admin',
  'api',
  'assets',
  'auth',
  'folio',
  'help',
  'm',
  'mail',
  'me',
  'new',
  'root',
  'settings',
  'signin',
  'signout',
  'staff',
  'support',
  'www',
]);

export type UsernameCheck = { ok: true } | { ok: false; message: string };

/** Checks a normalised (lower-case) username against the rules; `taken` is the caller's to tell. */
export function checkUsername(username: string): UsernameCheck {
  if (username.length < minUsernameLength) return { ok: false, message: usernameMessages.empty };
  if (username.length > maxUsernameLength) return { ok: false, message: usernameMessages.tooLong };
  if (!usernamePattern.test(username)) return { ok: false, message: usernameMessages.invalid };
  if (reservedUsernames.has(username)) return { ok: false, message: usernameMessages.reserved };
  return { ok: true };
}

/** When a name yields nothing usable (only symbols, or a script without Latin letters). */
const fallbackBase = 'reader';

/**
 * The base of a derived username: 'Ada Lovelace' → 'adalovelace', 'ada.lovelace+news' →
 * 'adalovelace', 'Zoë' → 'zoe'. Accents are dropped, anything else outside [a-z0-9_] removed.
 */
export function usernameBase(source: string): string {
  const base = source
    .replace(/\+.*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '')
    .replace(/^_+|_+$/g, '')
    .slice(0, maxUsernameLength);
  return checkUsername(base).ok ? base : fallbackBase;
}

/**
 * Usernames to try in order for a new account, from a full name or an e-mail's local part: the base,
 * then the base with random digits appended (longer each time), each within the length limit. Random
 * rather than 1, 2, 3… so that many people called Ada do not queue for the same next number.
 */
export function usernameCandidates(source: string, count = 6, random: () => number = Math.random): string[] {
  const base = usernameBase(source);
  const candidates = [base];
  for (let attempt = 1; candidates.length < count; attempt += 1) {
    const digits = Math.min(2 + attempt, 8);
    const suffix = String(Math.floor(random() * 10 ** digits)).padStart(digits, '0');
    candidates.push(`${base.slice(0, maxUsernameLength - digits)}${suffix}`);
  }
  return candidates;
}
