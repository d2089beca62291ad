import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { authPaths } from '#contract/auth-paths.ts';
import type { HttpResult } from '../core/http-responses.ts';
import { createCallback, type CallbackRequest } from './callback.ts';
import { createOidcContext, type OidcRoutesDependencies } from './context.ts';
import { providerOfStartPath } from '../core/identity/providers.ts';
import { createStart } from './start.ts';

export type { OidcRoutesDependencies } from './context.ts';

/**
 * Social sign-in's paths in the auth HTTP Lambda (create-auth-http-handler.ts routes them here): the
 * four start paths of graphql/contract/auth-paths.ts and the callback /m/callback/authenticate.
 */
export function createOidcRoutes(deps: OidcRoutesDependencies) {
  const context = createOidcContext(deps);
  const start = createStart(context);
  const callback = createCallback(context);

  return {
    handles: (path: string) => path === authPaths.oidcCallback || providerOfStartPath(path) !== undefined,

    /** A GET on one of `handles`' paths (the caller refuses other methods and catches failures). */
    async handle(event: APIGatewayProxyEventV2, request: CallbackRequest): Promise<HttpResult> {
      const provider = providerOfStartPath(event.rawPath);
      return provider ? start(provider, event, request.ip) : callback.fromQuery(event, request);
    },
  };
}
