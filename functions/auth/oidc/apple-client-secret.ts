import { signEs256Jwt } from '../core/identity/jwt.ts';

/** Apple accepts a client secret for up to six months; ours lives an hour and is remade before it ends. */
export const appleSecretLifetimeSeconds = 60 * 60;

export interface AppleKey {
  /** The Apple Developer team id (10 characters). */
  teamId: string;
  /** The id of the Sign in with Apple key. */
  keyId: string;
  /** The Services ID: our client id at Apple. */
  clientId: string;
  /** The key's .p8 file (PEM, P-256): Secrets Manager in AWS. */
  privateKey: () => Promise<string>;
}

/**
 * Apple's client secret is not a fixed string but a JWT (ES256) that the team's key signs: iss = team,
 * sub = client id, aud = https://appleid.apple.com, at most six months long. Made on demand and kept
 * until ten minutes before it expires.
 */
export function appleClientSecret(key: AppleKey, now: () => number = Date.now): () => Promise<string> {
  let current: { token: string; expiresAt: number } | undefined;
  return async () => {
    const issuedAt = Math.floor(now() / 1000);
    if (current && current.expiresAt - 600 > issuedAt) return current.token;
    const expiresAt = issuedAt + appleSecretLifetimeSeconds;
    const token = signEs256Jwt(
      { iss: key.teamId, iat: issuedAt, exp: expiresAt, aud: 'https://appleid.apple.com', sub: key.clientId },
      await key.privateKey(),
      key.keyId,
    );
    current = { token, expiresAt };
    return token;
  };
}
