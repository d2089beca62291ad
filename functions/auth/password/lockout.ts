import { ATTEMPTS_BEFORE_LOCKOUT, MS_PER_DAY, SOFT_LOCKOUT_MS } from '#contract/auth-messages.ts';

/**
 * The password lockout policy (spec 2 §8–9; docs/decisions.md "Password lockouts"), as pure functions
 * of the stored state and the time, so every step is tested without a table:
 *
 * - each wrong password counts (`failCount`); the sixth in a row locks password sign-in for one
 *   minute (a **soft lockout**) and starts the count again; a day without a wrong password also
 *   starts it again (so an address nobody owns, whose item expires, answers like an account);
 * - the sixth soft lockout within a day (counted from the first) is a **permanent lockout** instead:
 *   password sign-in stays refused until the reader signs in by e-mail and sets a new password;
 * - while locked, passwords are not even checked (nothing is learnt, nothing is counted);
 * - a right password clears `failCount` (soft lockouts of the day are kept: they expire with it).
 */

/** Soft lockouts allowed within `softLockoutWindowMs`; the next lockout is permanent. */
export const maxSoftLockouts = 5;
export const softLockoutWindowMs = MS_PER_DAY;

export interface LockoutState {
  failCount: number;
  /** Epoch ms of the last wrong password (0: none). */
  lastFailureAt: number;
  lockedOutUntil: number;
  softLockouts: number;
  softLockoutsSince: number;
  permanentlyLocked: boolean;
}

export const unlockedState: LockoutState = {
  failCount: 0,
  lastFailureAt: 0,
  lockedOutUntil: 0,
  softLockouts: 0,
  softLockoutsSince: 0,
  permanentlyLocked: false,
};

export type LockoutRefusal = { kind: 'soft'; lockedOutUntil: number } | { kind: 'permanent' };
export type FailureOutcome = { kind: 'invalid'; failCount: number } | LockoutRefusal;

/** Why a password may not even be tried now, if it may not. */
export function refusalOf(state: LockoutState, now: number): LockoutRefusal | undefined {
  if (state.permanentlyLocked) return { kind: 'permanent' };
  if (state.lockedOutUntil > now) return { kind: 'soft', lockedOutUntil: state.lockedOutUntil };
  return undefined;
}

/** The state after one wrong password (the caller checked `refusalOf` first), and what to answer. */
export function afterFailure(
  state: LockoutState,
  now: number,
): { state: LockoutState; outcome: FailureOutcome } {
  const failCount = (now - state.lastFailureAt < softLockoutWindowMs ? state.failCount : 0) + 1;
  const lastFailureAt = now;
  if (failCount < ATTEMPTS_BEFORE_LOCKOUT) {
    return { state: { ...state, failCount, lastFailureAt }, outcome: { kind: 'invalid', failCount } };
  }
  const sameDay = state.softLockouts > 0 && now - state.softLockoutsSince < softLockoutWindowMs;
  const softLockouts = (sameDay ? state.softLockouts : 0) + 1;
  const softLockoutsSince = sameDay ? state.softLockoutsSince : now;
  if (softLockouts > maxSoftLockouts) {
    return {
      state: { ...unlockedState, lastFailureAt, permanentlyLocked: true },
      outcome: { kind: 'permanent' },
    };
  }
  const lockedOutUntil = now + SOFT_LOCKOUT_MS;
  return {
    state: {
      failCount: 0,
      lastFailureAt,
      lockedOutUntil,
      softLockouts,
      softLockoutsSince,
      permanentlyLocked: false,
    },
    outcome: { kind: 'soft', lockedOutUntil },
  };
}

/** The state after a right password. */
export const afterSuccess = (state: LockoutState): LockoutState => ({ ...state, failCount: 0 });
