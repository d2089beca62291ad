import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { authPaths } from '#contract/auth-paths.ts';
import { privateHeaders, type HttpResult } from '../core/http-responses.ts';
import { randomToken } from '../core/tokens.ts';
import { bindingCookie, bindingNonceOf, bindingOf } from './binding.ts';

/**
 * GET /m/callback/email/binding: what the web client asks for before a sign-in call (sending a link or
 * a code, a password, one-tap). Sets (or renews) the browser's HttpOnly nonce cookie and answers
 * `{"binding": …}`, its one-way image, which the call passes on: the grant it gets is then this
 * browser's (binding.ts). A browser that already holds a nonce keeps it, so two tabs signing in at once
 * do not undo each other. JSON for our own page only: no CORS, so another site cannot read it.
 */
export function createBindingRoute() {
  return {
    handles: (path: string) => path === authPaths.signInBinding,

    async handle(event: APIGatewayProxyEventV2): Promise<HttpResult> {
      const nonce = bindingNonceOf(event) ?? randomToken();
      return {
        statusCode: 200,
        headers: { ...privateHeaders, 'content-type': 'application/json' },
        cookies: [bindingCookie(nonce, event.headers.host)],
        body: JSON.stringify({ binding: bindingOf(nonce) }),
      };
    },
  };
}
