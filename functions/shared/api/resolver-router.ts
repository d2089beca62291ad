import type { AppSyncResolverEvent } from 'aws-lambda';
import { xsrfHeaderName } from '#contract/edge-headers.ts';
import { ResultError } from './results.ts';
import type { InvocationContext } from '../observability/unexpected-errors.ts';
import { viewerFromIdentity } from './viewer.ts';

export type ResolverEvent = AppSyncResolverEvent<Record<string, unknown>, Record<string, unknown> | null>;

/** Resolves one field for one parent. */
export type FieldResolver = (event: ResolverEvent) => Promise<unknown>;
/** Resolves one field for many parents at once (AppSync BatchInvoke); answers in the same order. */
export type BatchFieldResolver = (events: ResolverEvent[]) => Promise<unknown[]>;

/** A resolver Lambda as AppSync invokes it: one event (an array for BatchInvoke) and the Lambda context. */
export type ResolverHandler = (
  event: ResolverEvent | ResolverEvent[],
  context?: InvocationContext,
) => Promise<unknown>;

export interface ResolverRoutes {
  fields?: Record<string, FieldResolver>;
  batchFields?: Record<string, BatchFieldResolver>;
}

const keyOf = (event: ResolverEvent) => `${event.info.parentTypeName}.${event.info.fieldName}`;

export const missingXsrfMessage =
  'This change needs the xsrf token of your session. Reload the page and try again.';

/** The authorizer's mark, in resolverContext, of a caller with an integration token (functions/auth). */
export const integrationCallerKey = 'integrationCaller';
const isIntegrationCaller = (identity: unknown) =>
  (identity as { resolverContext?: Record<string, unknown> } | null | undefined)?.resolverContext?.[
    integrationCallerKey
  ] === 'true';

/**
 * Every mutation made with a session must echo the session's xsrf token (DESIGN.md §1): a page on
 * another site can make a browser send the cookie, never read the token. Visitors' mutations (the
 * sign-in calls) have no session to forge and are rate limited instead.
 */
function checkXsrf(event: ResolverEvent) {
  if (event.info.parentTypeName !== 'Mutation') return;
  const viewer = viewerFromIdentity(event.identity);
  if (!viewer.id) return;
  // An integration token is a header a script sets, never a cookie a browser adds on its own: there
  // is no cross-site request to forge.
  if (isIntegrationCaller(event.identity)) return;
  const sent = (event.request?.headers as Record<string, string | undefined> | undefined)?.[xsrfHeaderName];
  if (!viewer.xsrf || sent !== viewer.xsrf) throw new ResultError('Forbidden', missingXsrfMessage);
}

/**
 * A domain Lambda's entry for direct AppSync resolvers: routes `Type.field` to its resolver. Errors are
 * thrown, never swallowed: functions/shared/api/domain-handler.ts decides what AppSync may report.
 */
export function createResolverRouter(routes: ResolverRoutes): ResolverHandler {
  return async (event) => {
    if (Array.isArray(event)) {
      const first = event[0];
      if (!first) return [];
      const resolve = routes.batchFields?.[keyOf(first)];
      if (!resolve) throw new ResultError('NotFound', `No batch resolver for ${keyOf(first)}`);
      const results = await resolve(event);
      if (results.length !== event.length) {
        throw new Error(`${keyOf(first)} answered ${results.length} results for ${event.length} sources`);
      }
      return results;
    }
    const resolve = routes.fields?.[keyOf(event)];
    if (!resolve) throw new ResultError('NotFound', `No resolver for ${keyOf(event)}`);
    checkXsrf(event);
    return resolve(event);
  };
}
