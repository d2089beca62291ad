import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

/** What a handler needs of its Lambda context: the invocation's id, which Lambda's own logs carry too. */
export type InvocationContext = Pick<Context, 'awsRequestId'>;

/** The invocation's id; a fresh one where nothing passes a Lambda context (a test calling a handler). */
export const requestIdOf = (context?: InvocationContext): string => context?.awsRequestId || randomUUID();

/**
 * What a caller reads when a request failed on our side (a store unreachable, a bug): never the failure
 * itself, which goes to the log under the same request id.
 */
export const serviceUnavailableMessage = (requestId: string) =>
  `Something went wrong on our side and this request did not complete. Please try again in a moment. (Request id: ${requestId})`;

/** The part of Powertools' Logger that reports failures. */
export interface FailureLogger {
  error(message: string, extra: Record<string, unknown>): void;
}
