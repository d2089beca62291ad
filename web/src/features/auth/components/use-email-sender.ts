import { useCallback } from 'react';
import { registerCaptchaAction } from '#contract/captcha.ts';
import type { SignInOperation } from '#web/connected/sign-in/sign-in-request.ts';
import type { AuthEmailType } from '#graphql/generated/operations.ts';
import { useSendAcctAuthEmail } from '../api/send-acct-auth-email-mutation.ts';
import { captchaFailure, sendResult, type SendResult } from '../auth-results.ts';
import { runCaptcha } from '../captcha.ts';
import { useCaptchaPlan } from './use-captcha-plan.ts';

export interface EmailRequest {
  email: string;
  fullName: string;
  operation: SignInOperation;
  type: AuthEmailType;
  /** Where the magic link leads once signed in. */
  redirect: string;
}

/** Sends the sign-in e-mail; a sign-up runs the captcha first (spec 2 §4). */
export function useEmailSender(): (request: EmailRequest) => Promise<SendResult> {
  const send = useSendAcctAuthEmail();
  const captcha = useCaptchaPlan();
  return useCallback(
    async ({ email, fullName, operation, type, redirect }) => {
      let captchaValue: string | undefined;
      if (operation === 'register') {
        try {
          captchaValue = await runCaptcha(captcha, registerCaptchaAction);
        } catch (error) {
          console.error('The captcha could not run.', error);
          return captchaFailure;
        }
      }
      const outcome = await send({
        email,
        operation,
        type,
        redirect,
        ...(fullName ? { fullName } : {}),
        ...(captchaValue ? { captchaValue } : {}),
      });
      return sendResult(outcome);
    },
    [send, captcha],
  );
}
