import { createHash } from 'node:crypto';
import { ProviderUnavailable, type ProviderDirectory } from '../core/identity/discovery.ts';
import { verifyIdToken, type IdTokenRefusal } from '../core/identity/id-token.ts';
import { identityFromClaims, type ProviderIdentity } from '../core/identity/provider-identity.ts';
import type { ProviderProfile } from '../core/identity/providers.ts';

/**
 * How old a one-tap credential may be when it is used. Google's ID tokens live an hour; the prompt
 * mints a fresh one each time, and the sign-up card is answered within minutes. A token copied from a
 * log or a screen is refused after this, whatever its `exp` says.
 */
export const credentialMaxAgeSeconds = 10 * 60;

export type CredentialRefusal = IdTokenRefusal | 'no-subject' | 'too-old';

export type CredentialCheck =
  | {
      ok: true;
      identity: ProviderIdentity;
      /** Epoch seconds: the token's `exp` (until when its spending must be remembered). */
      expiresAt: number;
      /**
       * The same for every encoding of one token (a signature or a base64url tail can be re-encoded
       * without breaking it): the SHA-256 of issuer, subject, issue time and `jti`.
       */
      replayKey: string;
    }
  | { ok: false; refusal: CredentialRefusal };

export interface CredentialCheckOptions {
  directory: ProviderDirectory;
  profile: ProviderProfile;
  clientId: string;
  /** Epoch ms. */
  now: number;
}

/**
 * Checks the credential Google's prompt handed the browser: an ID token signed by a key of the
 * issuer's JWK Set (found through its discovery document), issued by Google to our client id, live,
 * and at most `credentialMaxAgeSeconds` old. One-tap sends no nonce (nothing to compare it with).
 * Throws ProviderUnavailable when Google's keys cannot be read.
 */
export async function checkGoogleCredential(
  credential: string,
  { directory, profile, clientId, now }: CredentialCheckOptions,
): Promise<CredentialCheck> {
  if (!profile.issuer) throw new ProviderUnavailable(`${profile.name} has no issuer`);
  const { jwks_uri: jwksUri } = await directory.metadata(profile.issuer);
  if (!jwksUri) throw new ProviderUnavailable(`${profile.issuer} names no JWK Set`);
  const checked = await verifyIdToken(credential, (refresh) => directory.keys(jwksUri, refresh), {
    issuers: profile.issuers ?? [profile.issuer],
    clientId,
    nonce: null,
    now,
  });
  if (!checked.ok) return checked;
  const { claims } = checked;
  if (claims.iat < now / 1000 - credentialMaxAgeSeconds) return { ok: false, refusal: 'too-old' };
  const identity = identityFromClaims(claims, profile.claims);
  if (!identity) return { ok: false, refusal: 'no-subject' };
  const jti = typeof claims.jti === 'string' ? claims.jti : '';
  const replayKey = createHash('sha256')
    .update([claims.iss, claims.sub, String(claims.iat), jti].join('\n'))
    .digest('hex');
  return { ok: true, identity, expiresAt: Math.ceil(claims.exp), replayKey };
}
