import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature a link in an e-mail carries so it works without a sign-in (an unsubscribe, a
 * confirmation): an HMAC-SHA256 of what it names, under a key derived from the session signing key for
 * that one purpose, so a link never verifies as another purpose's, and rotating the key ends them all
 * with the sessions. 43 base64url characters.
 */
export function linkSignature(sessionSecret: string, purpose: string, names: readonly string[]): string {
  const key = createHmac('sha256', sessionSecret).update(purpose).digest();
  return createHmac('sha256', key).update(names.join('\n')).digest('base64url');
}

/** Whether `signature` is that of these names for this purpose, compared in constant time. */
export function isLinkSignature(
  sessionSecret: string,
  purpose: string,
  names: readonly string[],
  signature: string,
): boolean {
  const expected = Buffer.from(linkSignature(sessionSecret, purpose, names));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
