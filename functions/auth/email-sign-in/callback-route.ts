import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { authPaths } from '#contract/auth-paths.ts';
import { expiredLinkTarget, page, redirect, type HttpResult } from '../core/http-responses.ts';
import type { SecretSource } from '../core/ports.ts';
import type { AuthRepository } from '../core/auth-repository.ts';
import { randomToken, sha256Hex } from '../core/tokens.ts';
import { bindingCookie, bindingNonceOf, isBoundTo } from './binding.ts';
import { confirmationPage, confirmationToken } from './confirmation.ts';
import { callbackQuery, type CallbackRequest, type EmailSignIn } from './sign-in.ts';

const home = { href: '/', label: 'Go to the home page' };

/**
 * GET /m/callback/email?token=…&operation=…&state=…: where every e-mail and password sign-in ends (the
 * magic link, the account token of a code, a password or one-tap). The browser that asked for the grant
 * (its binding, binding.ts) and holds no other account's session signs in at once, as does a browser
 * already signed in to that very account. Any other — no binding, another browser's, or another
 * account signed in here — gets the confirmation page, and the grant stays unspent: a GET alone never
 * signs a browser in to an account it did not ask for (login CSRF).
 */
export function createEmailCallbackRoute(deps: {
  signIn: EmailSignIn;
  repository: Pick<AuthRepository, 'findUserById'>;
  secret: SecretSource;
}) {
  const { signIn, repository } = deps;

  return {
    handles: (path: string) => path === authPaths.emailCallback,

    async handle(event: APIGatewayProxyEventV2, request: CallbackRequest): Promise<HttpResult> {
      const parsed = callbackQuery.safeParse(
        Object.fromEntries(new URLSearchParams(event.rawQueryString ?? '')),
      );
      if (!parsed.success) {
        return page(
          400,
          'This sign-in link is incomplete',
          'Part of the link is missing or damaged. Copy the whole link from the email, or ask for a new one.',
          { link: { href: '/m/signin', label: 'Sign in again' } },
        );
      }
      const query = parsed.data;
      const refused = await signIn.refusal(request);
      if (refused) return page(429, 'Too many sign-in attempts', refused, { link: home });
      const inspected = await signIn.inspect(query.token);
      if (inspected.kind === 'expired') return redirect(expiredLinkTarget(query.operation));

      const { grant, account } = inspected;
      const nonce = bindingNonceOf(event);
      const previous = await signIn.previousSession(event);
      const sameAccount = previous !== undefined && previous.userId === account.userId;
      if (sameAccount || (!previous && isBoundTo(grant, nonce)))
        return signIn.finish(event, query, { request, previous });

      const browser = nonce ?? randomToken();
      const current = previous && (await repository.findUserById(previous.userId));
      return confirmationPage({
        query,
        account,
        current: current?.name,
        confirmation: confirmationToken(await deps.secret(), sha256Hex(query.token), browser),
        cookies: nonce ? [] : [bindingCookie(browser, event.headers.host)],
      });
    },
  };
}
