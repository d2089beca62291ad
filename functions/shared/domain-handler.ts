import { createLogger } from './observability.ts';
import { createResolverRouter, type ResolverHandler, type ResolverRoutes } from './resolver-router.ts';
import { ResultError, type ResultName } from './results.ts';

/** Results that answer the caller's request (bad input, no right, too many): not an incident. */
const callerResults = new Set<ResultName>([
  'BadRequest',
  'NotFound',
  'Unauthorized',
  'Forbidden',
  'Conflict',
  'AlreadyExists',
  'RateLimited',
  'TooManyRequests',
]);

/**
 * A domain Lambda's resolver entry: routes `Type.field` and logs every failure that is ours (anything
 * but bad input) before AppSync reports it.
 */
export function createDomainHandler(
  domain: string,
  routes: ResolverRoutes,
  logger = createLogger(domain),
): ResolverHandler {
  const route = createResolverRouter(routes);
  return async (event) => {
    try {
      return await route(event);
    } catch (error) {
      if (!(error instanceof ResultError && callerResults.has(error.result))) {
        logger.error(`${domain} resolver failed`, { error: error as Error });
      }
      throw error;
    }
  };
}

/** The AWS entry, built on first use so importing the module (tests, local runtime) needs no environment. */
export function lazyHandler(create: () => ResolverHandler): ResolverHandler {
  let instance: ResolverHandler | undefined;
  return (event) => (instance ??= create())(event);
}
