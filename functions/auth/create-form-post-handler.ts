import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isFormPostPath } from '../shared/auth-paths.ts';
import { createLogger } from '../shared/observability.ts';
import { viewerIp } from './http-caller.ts';
import { page, type HttpResult } from './http-responses.ts';
import { createFormPostRoute } from './oidc/form-post-route.ts';
import { providerCatalogue } from './oidc/providers.ts';
import { oidcPages } from './oidc/texts.ts';
import type { AuthDependencies } from './ports.ts';
import { createAuthRepository } from './repository.ts';
import { createSessions } from './sessions.ts';

const home = { href: '/', label: 'Go to the home page' };

/**
 * The auth-form-post Lambda: Sign in with Apple's answer, a cross-site POST to /m/callback/apple
 * (oidc/form-post-route.ts). Its function URL takes requests without IAM (CloudFront cannot sign a
 * body it has not hashed), so anyone may call it: it answers that one path and, there, a POST only.
 * Every other path is a 404 and every other method a 405, before anything is read.
 */
export function createFormPostHandler(deps: AuthDependencies, logger = createLogger('auth')) {
  const now = deps.now ?? Date.now;
  const repository = createAuthRepository(deps.data);
  const route = createFormPostRoute({
    data: deps.data,
    repository,
    sessions: createSessions({ repository, secret: deps.secret, now }),
    settings: deps.oidc,
    authOrigin: deps.settings.authOrigin,
    now,
    logger,
  });

  return async (event: APIGatewayProxyEventV2): Promise<HttpResult> => {
    const path = event.rawPath;
    if (!isFormPostPath(path))
      return page(404, 'Page not found', `Nothing is served at ${path}.`, { link: home });
    if (event.requestContext.http.method !== 'POST')
      return oidcPages.formPostOnly(providerCatalogue.apple.label);
    try {
      return await route(event, { ip: viewerIp(event), userAgent: event.headers['user-agent'] ?? '' });
    } catch (error) {
      // Ours, not the reader's (the table, the secret or the provider failed): logged, and a page.
      logger.error('auth-form-post failed', { path, error: error as Error });
      return page(500, 'Something went wrong', 'Please try again.', { link: home });
    }
  };
}
