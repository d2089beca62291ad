import { isValidEmail, normaliseEmail } from '#contract/email-address.ts';
import type { ClaimPaths } from './providers.ts';

/** Who the provider says signed in: its stable subject, and what it vouches for. */
export interface ProviderIdentity {
  subject: string;
  /** Normalised; present only when well formed. */
  email?: string;
  /** True only when the provider says it confirmed the address (the only kind we may match on). */
  emailVerified: boolean;
  name?: string;
  /** The provider's handle (X's `username`): the first username Folio tries for a new account. */
  username?: string;
}

const maxNameLength = 100;

function valueAt(source: unknown, path: string): unknown {
  let value = source;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The identity in a provider's answer (ID token claims or userinfo JSON), read through the profile's
 * claim paths; undefined without a subject. Apple writes `email_verified` as the string 'true'.
 */
export function identityFromClaims(source: unknown, paths: ClaimPaths): ProviderIdentity | undefined {
  const rawSubject = valueAt(source, paths.subject);
  const subject = typeof rawSubject === 'number' ? String(rawSubject) : text(rawSubject);
  if (!subject || subject.length > 255) return undefined;
  const rawEmail = paths.email ? text(valueAt(source, paths.email)) : undefined;
  const email = rawEmail && isValidEmail(rawEmail) ? normaliseEmail(rawEmail) : undefined;
  const verifiedValue =
    paths.emailVerified === 'asserted'
      ? true
      : paths.emailVerified
        ? valueAt(source, paths.emailVerified)
        : false;
  const name = paths.name ? text(valueAt(source, paths.name))?.slice(0, maxNameLength) : undefined;
  const username = paths.username
    ? text(valueAt(source, paths.username))?.slice(0, maxNameLength)
    : undefined;
  return {
    subject,
    ...(email ? { email } : {}),
    emailVerified: email !== undefined && (verifiedValue === true || verifiedValue === 'true'),
    ...(name ? { name } : {}),
    ...(username ? { username } : {}),
  };
}
