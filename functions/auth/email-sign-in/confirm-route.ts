import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { authPaths } from '#contract/auth-paths.ts';
import { readForm } from '../core/http-form.ts';
import { page, type HttpResult } from '../core/http-responses.ts';
import type { SecretSource } from '../core/ports.ts';
import { sha256Hex } from '../core/tokens.ts';
import { bindingValue } from '../core/sign-in-binding.ts';
import { bindingNonceOf } from './binding.ts';
import { confirmationField, isConfirmationOf, notConfirmedPage } from './confirmation.ts';
import { callbackQuery, type CallbackRequest, type EmailSignIn } from './sign-in.ts';

const home = { href: '/', label: 'Go to the home page' };

const confirmForm = callbackQuery.extend({ [confirmationField]: bindingValue });
const formFields = ['token', 'operation', 'state', confirmationField] as const;

/**
 * POST /m/callback/confirm-sign-in (the auth-form-post Lambda: a form's POST cannot pass origin access
 * control): the Sign in button of the confirmation page (confirmation.ts). Only with the binding cookie
 * the page left in this browser — which another site's POST does not carry — and the page's token for
 * this grant is the grant spent and the browser signed in; anything else spends nothing.
 */
export function createConfirmRoute(deps: { signIn: EmailSignIn; secret: SecretSource }) {
  const { signIn } = deps;

  return {
    handles: (path: string) => path === authPaths.confirmSignIn,

    /** Opened rather than posted (a bookmark, a reload): nothing to confirm here. */
    notPosted: () =>
      page(
        405,
        'Open the sign-in link again',
        'This address only takes the Sign in button of a sign-in page.',
        {
          link: { href: '/m/signin', label: 'Sign in' },
          headers: { allow: 'POST' },
        },
      ),

    async handle(event: APIGatewayProxyEventV2, request: CallbackRequest): Promise<HttpResult> {
      const form = readForm(event, formFields);
      const parsed = form.ok ? confirmForm.safeParse(form.values) : undefined;
      if (!parsed?.success) {
        return page(
          400,
          'This sign-in could not be read',
          'Open the sign-in link again and choose Sign in.',
          {
            link: home,
          },
        );
      }
      const { [confirmationField]: confirmation, ...query } = parsed.data;
      const nonce = bindingNonceOf(event);
      if (!nonce || !isConfirmationOf(confirmation, await deps.secret(), sha256Hex(query.token), nonce))
        return notConfirmedPage();
      const refused = await signIn.refusal(request);
      if (refused) return page(429, 'Too many sign-in attempts', refused, { link: home });
      const previous = await signIn.previousSession(event);
      return signIn.finish(event, query, { request, previous, status: 303 });
    },
  };
}
