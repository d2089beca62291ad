import type { CredentialItem, CredentialRepository } from './credential-repository.ts';
import { lockoutStateOf } from './credential-repository.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './hash.ts';
import {
  afterFailure,
  afterSuccess,
  refusalOf,
  softLockoutWindowMs,
  type FailureOutcome,
} from './lockout.ts';
import { sha256Hex } from '../core/tokens.ts';

export type PasswordOutcome = { kind: 'right' } | FailureOutcome | { kind: 'busy' };
/** The outcome, and whether a wrong password was counted (a refusal while locked checks nothing). */
export interface PasswordCheck {
  outcome: PasswordOutcome;
  counted: boolean;
}

/**
 * The credential key of an address without an account: never a user id (those are 12 hex
 * characters), and not the address itself, which the table need not know.
 */
export const addressCredentialKey = (email: string) => `address:${sha256Hex(email)}`;

/** Writes lost to concurrent attempts before giving up (only a flood of attempts gets there). */
const maxRounds = 4;

/**
 * Tries a password against a credential under the lockout policy: refused while locked (nothing is
 * checked), else checked with scrypt — against a decoy when there is no password, so timing tells
 * nothing — and the outcome written with a condition on the version read, reading again when another
 * attempt wrote first.
 */
export function createPasswordAttempts(deps: { credentials: CredentialRepository; now: () => number }) {
  const { credentials, now } = deps;

  async function matches(password: string, hash: string | undefined): Promise<boolean> {
    if (hash) return verifyPassword(password, hash);
    await verifyPassword(password, await decoyHash());
    return false;
  }

  /** A day after its last wrong password an address's item goes, as a real account's count would reset. */
  const expiryFor = (key: string, permanentlyLocked: boolean, at: number) =>
    key.startsWith('address:') && !permanentlyLocked
      ? Math.floor((at + softLockoutWindowMs) / 1000)
      : undefined;

  async function attempt(key: string, password: string): Promise<PasswordCheck> {
    let verdict: { hash: string | undefined; right: boolean } | undefined;
    for (let round = 0; round < maxRounds; round += 1) {
      const read: CredentialItem | undefined = await credentials.findCredential(key);
      const at = now();
      const state = lockoutStateOf(read);
      const refusal = refusalOf(state, at);
      if (refusal) return { outcome: refusal, counted: false };
      const hash = read?.passwordHash;
      if (!verdict || verdict.hash !== hash) verdict = { hash, right: await matches(password, hash) };
      if (verdict.right && hash) {
        // A hash made with weaker parameters is replaced now, while the password is at hand.
        const rehash = needsRehash(hash) ? await hashPassword(password) : undefined;
        if (state.failCount === 0 && !rehash) return { outcome: { kind: 'right' }, counted: false };
        const saved = await credentials.saveLockoutState(read, key, afterSuccess(state), at, {
          ...(rehash ? { passwordHash: rehash } : {}),
        });
        if (saved) return { outcome: { kind: 'right' }, counted: false };
        continue;
      }
      const failed = afterFailure(state, at);
      const expiresAt = expiryFor(key, failed.state.permanentlyLocked, at);
      if (await credentials.saveLockoutState(read, key, failed.state, at, expiresAt ? { expiresAt } : {})) {
        return { outcome: failed.outcome, counted: true };
      }
    }
    return { outcome: { kind: 'busy' }, counted: false };
  }

  return { attempt };
}

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;
