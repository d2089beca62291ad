import type { AuthEmailType } from '#graphql/generated/operations.ts';
import type { SendAcctAuthEmailOutcome } from './api/send-acct-auth-email-mutation.ts';
import type { VerifyLoginCodeOutcome } from './api/verify-login-code-mutation.ts';
import { authTexts } from './texts.ts';

/** What the e-mail step does with SendAcctAuthEmail's answer (spec 2 §4, §7, §8). */
export type SendResult =
  | { kind: 'sent'; method: AuthEmailType }
  | { kind: 'unrecognized' }
  | { kind: 'error'; message: string; help?: boolean };

/** The captcha failure of spec 2 §8, with its 'Need help?' link. */
export const captchaFailure: SendResult = { kind: 'error', message: authTexts.captchaFailed, help: true };

export function sendResult(outcome: SendAcctAuthEmailOutcome): SendResult {
  switch (outcome.__typename) {
    case 'SusiMethod':
      return { kind: 'sent', method: outcome.value };
    case 'NotFound':
      return { kind: 'unrecognized' };
    case 'FailedChallenge':
      return captchaFailure;
    default:
      // Spec 2 §7: "other result or network error gives 'Please try again.'"
      return { kind: 'error', message: authTexts.tryAgain };
  }
}

/** Spec 2 §8 login code errors: the server's message, else the spec's fallback; null for a token. */
export function loginCodeError(outcome: VerifyLoginCodeOutcome): string | null {
  switch (outcome.__typename) {
    case 'AccountToken':
      return null;
    case 'TooManyRequests':
      return outcome.message || authTexts.tooManyAttempts;
    case 'BadRequest':
    case 'NotFound':
    case 'RateLimited':
      return outcome.message || authTexts.invalidCode;
    case 'Failed':
      return authTexts.tryAgain;
  }
}

/** Spec 2 §5: digits only, exactly 6. */
export const isLoginCode = (code: string) => /^\d{6}$/.test(code);
