import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { authPaths } from '#contract/auth-paths.ts';
import type { HttpResult } from '../core/http-responses.ts';
import { createCallback, type CallbackRequest } from './callback.ts';
import { createOidcContext, type OidcRoutesDependencies } from './context.ts';
import { parseFormPost } from './form-post.ts';
import { resubmitPage } from './form-post-page.ts';
import { oidcPages } from './texts.ts';

/**
 * POST /m/callback/apple (the auth-form-post Lambda): a provider's form_post answer. Its first, cross-
 * site post carries no SameSite=Lax cookie, so it only gets a page that posts the same fields again
 * from our origin; that second post, with the binding cookie, goes to the same callback as
 * /m/callback/authenticate (callback.ts).
 */
export function createFormPostRoute(deps: OidcRoutesDependencies) {
  const callback = createCallback(createOidcContext(deps));
  const path = authPaths.appleCallback;

  return async (event: APIGatewayProxyEventV2, request: CallbackRequest): Promise<HttpResult> => {
    const form = parseFormPost(event);
    if (!form.ok) {
      if (form.refusal === 'content-type') return oidcPages.unreadableAnswer(415);
      if (form.refusal === 'too-large') return oidcPages.unreadableAnswer(413);
      return oidcPages.unknownAttempt([]);
    }
    if (!form.resubmitted) return resubmitPage(path, form.fields);
    return callback.complete(form.parameters, path, event, request);
  };
}
