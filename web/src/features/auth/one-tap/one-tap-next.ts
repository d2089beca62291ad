import { buildRoute } from '#web/routes/build-route.ts';
import { emailCallbackUrl } from '../callback-url.ts';
import type { GoogleOneTapOutcome } from './google-one-tap-mutation.ts';
import { oneTapTexts } from './one-tap-texts.ts';

/** What the page does with the server's answer. */
export type OneTapNext =
  /** Leave for the auth domain: the callback that signs in, or the social login suggestion. */
  | { kind: 'leave'; href: string }
  /** Spec 2 §4 "if the email is available it goes to the sign-up card". */
  | { kind: 'card'; email: string }
  | { kind: 'problem'; message: string };

/**
 * Spec 2 §4 "Google one-tap: if the email is available it goes to the sign-up card, otherwise to a login
 * redirect": an account token goes to the e-mail callback (which opens the session and returns to
 * `target`); an address whose account is not linked to Google goes to the sign-in page's social login
 * suggestion (spec 2 §3), as after a social sign-in.
 */
export function oneTapNext(
  outcome: GoogleOneTapOutcome,
  operation: 'login' | 'register',
  context: { authOrigin: string; target: string },
): OneTapNext {
  switch (outcome.__typename) {
    case 'AccountToken':
      return {
        kind: 'leave',
        href: emailCallbackUrl(context.authOrigin, outcome.value, operation, context.target),
      };
    case 'SocialLoginSuggestion': {
      const query = new URLSearchParams({
        operation: 'login',
        source: 'social_suggestion',
        suggestion: outcome.userId,
        redactedEmail: outcome.redactedEmailAddress,
        ...(context.target !== '/' ? { redirect: context.target } : {}),
      });
      return { kind: 'leave', href: `${context.authOrigin}${buildRoute('ShowSignIn', {})}?${query}` };
    }
    case 'EmailAvailable':
      // Asked again after Sign up (register), the server creates the account instead.
      return operation === 'login'
        ? { kind: 'card', email: outcome.email }
        : { kind: 'problem', message: oneTapTexts.tryAgain };
    case 'Failed':
      return { kind: 'problem', message: oneTapTexts.tryAgain };
    default:
      return { kind: 'problem', message: outcome.message };
  }
}
