import type { AuthRepository, NewAuthGrant } from './auth-repository.ts';
import { randomToken, sha256Hex } from './tokens.ts';

/** How long an account token stays usable: the browser takes it to the callback at once. */
export const accountTokenLifetimeMinutes = 5;

/** What an account token's grant says: who signs in, and how they proved it (a code, a password, Google). */
export type AccountTokenGrant = Omit<NewAuthGrant, 'tokenHash' | 'createdAt' | 'expiresAt'> & {
  kind: 'code' | 'password' | 'google';
};

/**
 * The end of every sign-in that is not a magic link (a code, a password, Google one-tap): a
 * single-use grant of `accountTokenLifetimeMinutes`, kept by its token's hash, that the browser takes
 * to /m/callback/email — the one place that opens sessions for them (docs/decisions.md §23).
 */
export async function issueAccountToken(
  repository: Pick<AuthRepository, 'putGrant'>,
  grant: AccountTokenGrant,
  at: number,
) {
  const token = randomToken();
  await repository.putGrant({
    ...grant,
    tokenHash: sha256Hex(token),
    createdAt: at,
    expiresAt: Math.floor(at / 1000) + accountTokenLifetimeMinutes * 60,
  });
  return { __typename: 'AccountToken', value: token } as const;
}
