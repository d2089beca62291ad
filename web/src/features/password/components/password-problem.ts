import { authErrorMessage, isLockout } from '#contract/auth-messages.ts';
import { passwordMessages, passwordProblem } from '#contract/password-rules.ts';
import type { SetPasswordOutcome } from '../api/set-password-mutation.ts';
import { passwordTexts } from '../texts.ts';

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** What is wrong, and with which field (null: the form as a whole). */
export interface PasswordProblem {
  field: PasswordField | null;
  message: string;
  /** Spec 2 §8: a lockout also raises the ACCOUNT_LOCKOUT toast. */
  lockout?: boolean;
}

export interface PasswordDraft {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The checks made before sending: the current password when changing, the length rules, the match. */
export function checkPasswordDraft(draft: PasswordDraft, changing: boolean): PasswordProblem | null {
  if (changing && !draft.currentPassword)
    return { field: 'currentPassword', message: passwordMessages.currentRequired };
  const problem = passwordProblem(draft.newPassword);
  if (problem) return { field: 'newPassword', message: passwordMessages[problem] };
  if (draft.newPassword !== draft.confirmPassword)
    return { field: 'confirmPassword', message: passwordTexts.mismatch };
  return null;
}

/** The server's refusal as the reader is told it (spec 2 §8 texts for the password results). */
export function problemOfOutcome(
  outcome: Exclude<SetPasswordOutcome, { __typename: 'User' }>,
  now: number,
): PasswordProblem {
  switch (outcome.__typename) {
    case 'InvalidPassword':
      return {
        field: 'currentPassword',
        message: authErrorMessage({ type: outcome.__typename, failCount: outcome.failCount, now }),
      };
    case 'PasswordSoftLockout':
    case 'PasswordPermanentLockout':
      return {
        field: 'currentPassword',
        message: authErrorMessage({
          type: outcome.__typename,
          lockedOutUntil: 'lockedOutUntil' in outcome ? outcome.lockedOutUntil : null,
          now,
        }),
        lockout: isLockout(outcome.__typename),
      };
    case 'BadRequest':
      return { field: 'newPassword', message: outcome.message || passwordTexts.tryAgain };
    case 'Unauthorized':
    case 'RateLimited':
      return { field: null, message: outcome.message || passwordTexts.tryAgain };
    case 'Failed':
      return { field: null, message: passwordTexts.tryAgain };
  }
}
