import { useCallback } from 'react';
import type { SignInOperation } from '../../../lib/sign-in/sign-in-request.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useSendAcctAuthEmail, type AuthEmailType } from '../api/send-acct-auth-email-mutation.ts';
import { captchaFailure, sendResult, type SendResult } from '../auth-results.ts';
import { runCaptcha } from '../captcha.ts';

export interface EmailRequest {
  email: string;
  fullName: string;
  operation: SignInOperation;
  type: AuthEmailType;
  /** Where the magic link leads once signed in. */
  redirect: string;
}

/** reCAPTCHA's action name for sign-up, as the server verifies it. */
export const captchaAction = 'signup';

/** Sends the sign-in e-mail; a sign-up runs the captcha first (spec 2 §4). */
export function useEmailSender(): (request: EmailRequest) => Promise<SendResult> {
  const send = useSendAcctAuthEmail();
  const { captcha } = useSiteConfig();
  return useCallback(
    async ({ email, fullName, operation, type, redirect }) => {
      let captchaValue: string | undefined;
      if (operation === 'register') {
        try {
          captchaValue = await runCaptcha(captcha, captchaAction);
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
