import type { JsonWebKey } from 'node:crypto';
import * as z from 'zod';
import { checkJwtSignature, decodeJwt, type SignatureCheck } from './jwt.ts';

/** Clocks differ: a token may look this much from the future, or have just expired. */
export const clockSkewSeconds = 60;

/** What an ID token must say (OpenID Connect Core §3.1.3.7). */
export interface IdTokenExpectations {
  /** Accepted `iss` values (Google writes its issuer with and without the scheme). */
  issuers: readonly string[];
  clientId: string;
  /**
   * The nonce sent with the authorization request; the token must carry it back. Null where the flow
   * sends none (Google one-tap's prompt, functions/auth/one-tap/): replays are refused there instead.
   */
  nonce: string | null;
  /** Epoch ms. */
  now: number;
}

const claimsSchema = z
  .object({
    iss: z.string(),
    sub: z.string().min(1).max(255),
    aud: z.union([z.string(), z.array(z.string()).min(1)]),
    exp: z.number(),
    iat: z.number(),
    nonce: z.string().optional(),
    azp: z.string().optional(),
  })
  .passthrough();

export type IdTokenClaims = z.output<typeof claimsSchema>;

export type IdTokenRefusal =
  | 'malformed'
  | Exclude<SignatureCheck, 'valid'>
  | 'wrong-issuer'
  | 'wrong-audience'
  | 'expired'
  | 'issued-in-the-future'
  | 'wrong-nonce';

export type IdTokenCheck = { ok: true; claims: IdTokenClaims } | { ok: false; refusal: IdTokenRefusal };

/** The claims' own checks, once the signature holds: issuer, audience, lifetime, nonce. */
export function checkIdTokenClaims(payload: unknown, expected: IdTokenExpectations): IdTokenCheck {
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) return { ok: false, refusal: 'malformed' };
  const claims = parsed.data;
  const nowSeconds = expected.now / 1000;
  if (!expected.issuers.includes(claims.iss)) return { ok: false, refusal: 'wrong-issuer' };
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : claims.aud;
  // Several audiences: the token must also say it was issued to us (azp).
  const forUs =
    audiences.includes(expected.clientId) &&
    (audiences.length === 1
      ? claims.azp === undefined || claims.azp === expected.clientId
      : claims.azp === expected.clientId);
  if (!forUs) return { ok: false, refusal: 'wrong-audience' };
  if (claims.exp <= nowSeconds - clockSkewSeconds) return { ok: false, refusal: 'expired' };
  if (claims.iat > nowSeconds + clockSkewSeconds) return { ok: false, refusal: 'issued-in-the-future' };
  if (expected.nonce !== null && claims.nonce !== expected.nonce)
    return { ok: false, refusal: 'wrong-nonce' };
  return { ok: true, claims };
}

/**
 * Verifies an ID token end to end: compact JWS, RS256/ES256 signature by a key of the issuer's JWK Set,
 * then the claims. `keys(refresh)` answers the set; it is asked again with `refresh` once when no key
 * matches, so a provider's key rotation does not fail the first sign-ins after it.
 */
export async function verifyIdToken(
  token: string,
  keys: (refresh: boolean) => Promise<readonly JsonWebKey[]>,
  expected: IdTokenExpectations,
): Promise<IdTokenCheck> {
  const jwt = decodeJwt(token);
  if (!jwt) return { ok: false, refusal: 'malformed' };
  let signature = checkJwtSignature(jwt, await keys(false));
  if (signature === 'no-matching-key') signature = checkJwtSignature(jwt, await keys(true));
  if (signature !== 'valid') return { ok: false, refusal: signature };
  return checkIdTokenClaims(jwt.payload, expected);
}
