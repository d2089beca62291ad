import { createDomainHandler, lazyHandler } from '../shared/domain-handler.ts';
import { createLogger } from '../shared/observability.ts';
import type { ResolverHandler } from '../shared/resolver-router.ts';
import { authResolverDependenciesFromEnv } from './core/environment.ts';
import { createPlatformFields } from './platform/fields.ts';
import type { AuthResolverDependencies } from './core/ports.ts';
import { createAuthRepository } from './core/auth-repository.ts';
import { createOneTapFields } from './one-tap/fields.ts';
import { createGoogleOneTap } from './one-tap/service.ts';
import { createAuthResolvers } from './email-sign-in/fields.ts';
import { createSecurityServices } from './security-services.ts';
import { createAuthService } from './email-sign-in/service.ts';

export interface AuthHandlerOptions {
  logger?: ReturnType<typeof createLogger>;
}

/**
 * The auth resolvers' Lambda (the sign-in calls, Google one-tap, password and Security settings, the
 * visitor, the flags) over any collaborators: the
 * AWS entry, the local AppSync and the tests build it here.
 */
export function createHandler(
  deps: AuthResolverDependencies,
  options: AuthHandlerOptions = {},
): ResolverHandler {
  const repository = createAuthRepository(deps.data);
  const service = createAuthService({
    repository,
    secret: deps.secret,
    queue: deps.queue,
    captcha: deps.captcha,
    settings: deps.settings,
    now: deps.now ?? Date.now,
  });
  const logger = options.logger ?? createLogger('auth');
  const { fields } = createAuthResolvers(service, createSecurityServices(deps, repository));
  const googleOneTap = createGoogleOneTap({
    data: deps.data,
    repository,
    settings: deps.googleOneTap,
    now: deps.now ?? Date.now,
    logger,
  });
  return createDomainHandler(
    'auth',
    {
      fields: {
        ...fields,
        ...createOneTapFields(googleOneTap),
        ...createPlatformFields({ flags: deps.flags }),
      },
    },
    logger,
  );
}

/** The AWS entry, built on first use (the auth origin may come from SSM): importing needs no environment. */
export const handler: ResolverHandler = lazyHandler('auth', async () =>
  createHandler(await authResolverDependenciesFromEnv()),
);
