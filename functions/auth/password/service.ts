import { toGraphqlUser } from '#shared/api/graphql-user/graphql-user.ts';
import { passwordMessages } from '#contract/password-rules.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import { lockoutStateOf, type CredentialRepository } from './credential-repository.ts';
import { authErrorMessage } from '#contract/auth-messages.ts';
import { lockoutResult, type PasswordSignInResult, type SetPasswordResult } from './results.ts';
import { addressCredentialKey, type PasswordAttempts } from './attempts.ts';
import { hashPassword } from './hash.ts';
import { firstRefusedLimit } from '#shared/data/rate-limit.ts';
import { ipLockedOutUntil, rateLimits, tooManyAttemptsMessage } from '../core/rate-limits.ts';
import type { AuthRepository } from '../core/auth-repository.ts';
import { issueAccountToken } from '../core/account-token.ts';
import type { Caller } from '../core/caller.ts';
import { grantBinding } from '../core/sign-in-binding.ts';
import { unauthorized, withSession } from '../core/viewer-guard.ts';

/** A permanently locked reader may set a new password this long after signing in by e-mail. */
export const recoveryWindowMs = 15 * 60_000;

export type { PasswordSignInResult, SetPasswordResult };

export interface PasswordServiceDependencies {
  repository: AuthRepository;
  credentials: CredentialRepository;
  attempts: PasswordAttempts;
  now: () => number;
}

/** Password sign-in and setting a password (spec 2 §8–9 lockouts; docs/decisions.md). */
export function createPasswordService({
  repository,
  credentials,
  attempts,
  now,
}: PasswordServiceDependencies) {
  /** Ends every other session of the user: a new password shuts out whoever knew the old one. */
  async function revokeOtherSessions(userId: string, keep: string) {
    const sessions = await repository.listSessionsByUser(userId);
    await Promise.all(
      sessions
        .filter((session) => session.idHash !== keep)
        .map((session) => repository.deleteSession(session.idHash)),
    );
  }

  /** The viewer's session is an e-mail sign-in of the last 15 minutes: they just proved their inbox. */
  async function isRecovering(viewer: Viewer, at: number): Promise<boolean> {
    const session = await repository.findSession(viewer.sessionHash);
    if (!session || session.userId !== viewer.id) return false;
    return session.method === 'email' && at - session.createdAt < recoveryWindowMs;
  }

  return {
    /**
     * Signs in with e-mail and password. An unknown address, or an account without a password, is
     * refused exactly like a wrong password, and counted the same way (under the address's key), so
     * the answers reveal nothing about which addresses have accounts. A right password is exchanged
     * for an account token (a 'password' grant), which the browser takes to the callback.
     */
    async signInWithPassword(
      args: { email: string; password: string; binding?: string | undefined },
      caller: Caller,
    ): Promise<PasswordSignInResult> {
      const at = now();
      const refused = await firstRefusedLimit(
        repository,
        [
          { rule: rateLimits.passwordSignInPerIp, key: caller.ip },
          { rule: rateLimits.passwordSignInPerAddress, key: args.email },
        ],
        at,
      );
      if (refused) return { __typename: 'RateLimited', message: refused.message };
      const ipLockedUntil = await ipLockedOutUntil(repository, caller.ip, at);
      if (ipLockedUntil) {
        const message = authErrorMessage({
          type: 'IpAuthLockout',
          lockedOutUntil: ipLockedUntil,
          now: now(),
        });
        return { __typename: 'IpAuthLockout', message, lockedOutUntil: ipLockedUntil };
      }

      const user = await repository.findUserByEmail(args.email);
      const { outcome, counted } = await attempts.attempt(
        user?.id ?? addressCredentialKey(args.email),
        args.password,
      );
      if (counted) {
        await firstRefusedLimit(repository, [{ rule: rateLimits.passwordFailuresPerIp, key: caller.ip }], at);
      }
      // Only a flood of simultaneous attempts on one address gets here.
      if (outcome.kind === 'busy') return { __typename: 'RateLimited', message: tooManyAttemptsMessage };
      if (outcome.kind !== 'right') return lockoutResult(outcome, now());
      if (!user) throw new Error('A password matched for an address without an account');

      return issueAccountToken(
        repository,
        {
          kind: 'password',
          email: args.email,
          userId: user.id,
          operation: 'login',
          ...grantBinding(args.binding),
        },
        at,
      );
    },

    /**
     * Sets the viewer's first password, or changes it. Changing needs the current one (a wrong one
     * counts like a sign-in attempt) unless the viewer signed in by e-mail in the last 15 minutes —
     * the recovery path, and the only way out of a permanent lockout. Every other session ends.
     */
    async setPassword(
      args: { currentPassword?: string | undefined; newPassword: string },
      viewer: Viewer,
    ): Promise<SetPasswordResult> {
      const guard = withSession(viewer);
      if (guard.refusal) return guard.refusal;
      const { userId } = guard;
      const at = now();
      const limited = await firstRefusedLimit(
        repository,
        [{ rule: rateLimits.setPasswordPerUser, key: userId }],
        at,
      );
      if (limited) return { __typename: 'RateLimited', message: limited.message };
      const user = await repository.findUserById(userId);
      if (!user) return unauthorized();

      const credential = await credentials.findCredential(user.id);
      const state = lockoutStateOf(credential);
      const recovering = await isRecovering(viewer, at);
      if (state.permanentlyLocked && !recovering) return lockoutResult({ kind: 'permanent' }, now());
      if (credential?.passwordHash && !recovering) {
        if (!args.currentPassword)
          return { __typename: 'BadRequest', message: passwordMessages.currentRequired };
        const { outcome } = await attempts.attempt(user.id, args.currentPassword);
        if (outcome.kind === 'busy') return { __typename: 'RateLimited', message: tooManyAttemptsMessage };
        if (outcome.kind !== 'right') return lockoutResult(outcome, now());
      }

      const passwordHash = await hashPassword(args.newPassword);
      await credentials.setPassword(user.id, passwordHash, now(), await credentials.findCredential(user.id));
      await revokeOtherSessions(user.id, viewer.sessionHash);
      return toGraphqlUser({ ...user, hasPassword: true }, true);
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
