import type {
  InvalidPassword,
  PasswordPermanentLockout,
  PasswordSoftLockout,
  SetPasswordResult as SchemaSetPasswordResult,
  User,
} from '#graphql/generated/schema-types.ts';
import type { GraphqlUser } from '#shared/api/graphql-user/graphql-user.ts';
import { authErrorMessage } from '#contract/auth-messages.ts';
import type { FailureOutcome } from './lockout.ts';

/** The answers of the password mutations (graphql/schema.graphql PasswordSignInResult, SetPasswordResult). */

export type Lockout = InvalidPassword | PasswordSoftLockout | PasswordPermanentLockout;
export type { PasswordSignInResult } from '#graphql/generated/schema-types.ts';
/** The viewer's User as every domain maps it (graphql-user.ts), or why the password did not change. */
export type SetPasswordResult = Exclude<SchemaSetPasswordResult, User> | GraphqlUser;

/**
 * The typed answer to a password that was not right, or could not be tried. `answeredAt` is the time
 * the answer is made (read after the attempt was decided, never before it): a soft lockout's minutes
 * left are counted from there, so a lockout of exactly 60,000 ms says "1 minute" (spec 2 §9).
 */
export function lockoutResult(outcome: FailureOutcome, answeredAt: number): Lockout {
  switch (outcome.kind) {
    case 'invalid': {
      const { failCount } = outcome;
      const message = authErrorMessage({ type: 'InvalidPassword', failCount });
      return { __typename: 'InvalidPassword', message, failCount };
    }
    case 'soft': {
      const { lockedOutUntil } = outcome;
      const message = authErrorMessage({
        type: 'PasswordSoftLockout',
        lockedOutUntil,
        now: answeredAt,
      });
      return { __typename: 'PasswordSoftLockout', message, lockedOutUntil };
    }
    case 'permanent':
      return {
        __typename: 'PasswordPermanentLockout',
        message: authErrorMessage({ type: 'PasswordPermanentLockout' }),
      };
  }
}
