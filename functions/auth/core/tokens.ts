import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** The secrets of sign-in: random tokens, their hashes, session signatures and login codes. */

export const loginCodeLength = 6;

/** 32 random bytes, base64url: a session id, a magic-link token, an account token, an xsrf token. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** What the table keeps instead of a token, so a copy of the table grants nothing. */
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value);

/** HMAC-SHA256 of `value` under the secret, in base64url: a value only the server can make. */
export const keyedDigest = (secret: string, value: string) => hmac(secret, value).digest('base64url');

/** The session cookie's value: `{id}.{HMAC-SHA256(secret, id) in base64url}`. */
export const signSessionToken = (secret: string, id: string) => `${id}.${keyedDigest(secret, id)}`;

/**
 * The session id of a well-signed token, else undefined. Checked before any table read, so forged
 * cookies cost nothing; compared in constant time, so the signature cannot be guessed byte by byte.
 */
export function verifySessionToken(secret: string, token: string): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'utf8');
  const expected = Buffer.from(keyedDigest(secret, id), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/** A 6-digit code, uniformly drawn, zero-padded ('004217'). */
export const generateLoginCode = () =>
  String(randomInt(0, 10 ** loginCodeLength)).padStart(loginCodeLength, '0');

/**
 * What the table keeps of a login code: an HMAC of address and code. A plain hash of six digits would
 * be reversed in a million tries; the secret makes a copy of the table useless.
 */
export const loginCodeHash = (secret: string, email: string, code: string) =>
  hmac(secret, `${email}:${code}`).digest('hex');

/** Constant-time equality of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
