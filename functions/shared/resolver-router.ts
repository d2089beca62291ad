import type { AppSyncResolverEvent } from 'aws-lambda';
import { ResultError } from './results.ts';

export type ResolverEvent = AppSyncResolverEvent<Record<string, unknown>, Record<string, unknown> | null>;

/** Resolves one field for one parent. */
export type FieldResolver = (event: ResolverEvent) => Promise<unknown>;
/** Resolves one field for many parents at once (AppSync BatchInvoke); answers in the same order. */
export type BatchFieldResolver = (events: ResolverEvent[]) => Promise<unknown[]>;

export interface ResolverRoutes {
  fields?: Record<string, FieldResolver>;
  batchFields?: Record<string, BatchFieldResolver>;
}

const keyOf = (event: ResolverEvent) => `${event.info.parentTypeName}.${event.info.fieldName}`;

/**
 * A domain Lambda's entry for direct AppSync resolvers: routes `Type.field` to its resolver. Errors are
 * thrown, never swallowed, so AppSync reports them with their name as `errorType`.
 */
export function createResolverRouter(routes: ResolverRoutes) {
  return async (event: ResolverEvent | ResolverEvent[]): Promise<unknown> => {
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
    return resolve(event);
  };
}

export type ResolverHandler = ReturnType<typeof createResolverRouter>;
