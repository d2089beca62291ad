import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { authPaths } from '#contract/auth-paths.ts';
import { answerFailures } from '#shared/http/http-errors.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { createEmailSignInRoutes } from './email-sign-in/routes.ts';
import { viewerIp } from './core/http-caller.ts';
import { page, unavailablePage, type HttpResult } from './core/http-responses.ts';
import { createFormPostRoute } from './oidc/form-post-route.ts';
import { providerCatalogue } from './core/identity/providers.ts';
import { oidcPages } from './oidc/texts.ts';
import type { AuthDependencies } from './core/ports.ts';
import { createSignInDestination } from './handoff/destination.ts';
import type { OidcSettings } from './oidc/settings.ts';
import { createAuthRepository } from './core/auth-repository.ts';
import { createSessions } from './core/sessions.ts';
import { reindexingNewAccounts } from './core/findable-accounts.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { reindexSender } from '#shared/queues/search-index-message.ts';

const home = { href: '/', label: 'Go to the home page' };

/**
 * The auth-form-post Lambda: the POSTs of the auth domain — Sign in with Apple's answer, a cross-site
 * POST to /m/callback/apple (oidc/form-post-route.ts), and the Sign in button of the e-mail sign-in's
 * confirmation page at /m/callback/confirm-sign-in (email-sign-in/confirm-route.ts). Its function URL
 * takes requests without IAM (CloudFront cannot sign a body it has not hashed), so anyone may call it:
 * it answers those two paths and, there, a POST only. Every other path is a 404 and every other method
 * a 405, before anything is read.
 */
export function createFormPostHandler(
  deps: AuthDependencies & { oidc?: OidcSettings; queue: QueueSender },
  logger = createLogger('auth'),
) {
  const now = deps.now ?? Date.now;
  const repository = reindexingNewAccounts(
    createAuthRepository(deps.data),
    reindexSender(deps.queue, logger),
  );
  const sessions = createSessions({ repository, secret: deps.secret, now });
  const { authOrigin } = deps.settings;
  const destination = createSignInDestination({ data: deps.data, repository, authOrigin, now });
  const apple = createFormPostRoute({
    data: deps.data,
    repository,
    sessions,
    settings: deps.oidc,
    authOrigin,
    destination,
    now,
    logger,
  });
  const { confirm } = createEmailSignInRoutes({
    repository,
    sessions,
    secret: deps.secret,
    destination,
    now,
    logger,
  });
  /** Each path, what it does with a POST, and its answer to anything else. */
  const routes = {
    [authPaths.appleCallback]: {
      handle: apple,
      notPosted: () => oidcPages.formPostOnly(providerCatalogue.apple.label),
    },
    [authPaths.confirmSignIn]: { handle: confirm.handle, notPosted: confirm.notPosted },
  };

  async function handle(event: APIGatewayProxyEventV2): Promise<HttpResult> {
    const path = event.rawPath;
    const route = Object.hasOwn(routes, path) ? routes[path as keyof typeof routes] : undefined;
    if (!route) return page(404, 'Page not found', `Nothing is served at ${path}.`, { link: home });
    if (event.requestContext.http.method !== 'POST') return route.notPosted();
    return route.handle(event, { ip: viewerIp(event), userAgent: event.headers['user-agent'] ?? '' });
  }

  // A failure that is ours, not the reader's (the table, the secret or the provider): logged, and a page.
  return answerFailures(handle, { logger, unavailable: unavailablePage });
}
