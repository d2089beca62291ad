import { z } from 'zod';
import type { GraphqlExecutor, GraphqlResponse } from '../shared/graphql-executor.ts';
import { describeZodError } from '../shared/results.ts';

/** The spec's client batches at most 20 operations (spec 3 §7, §9). */
export const maxBatchOperations = 20;

const operationSchema = z.object({
  query: z.string().min(1, 'query must not be empty').max(100_000),
  operationName: z.string().max(200).nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
});

export type BatchAnswer =
  | { status: 200; body: GraphqlResponse[] }
  | { status: 400; body: { errors: { errorType: 'BadRequest'; message: string }[] } };

const badRequest = (message: string): BatchAnswer => ({
  status: 400,
  body: { errors: [{ errorType: 'BadRequest', message }] },
});

/**
 * POST /_/batch: a JSON array of GraphQL operations, each executed against the API with the caller's
 * credentials; the answers come back in the same order. A malformed batch is refused whole, before any
 * operation runs, so nothing is half-done.
 */
export async function executeBatch(
  body: string | undefined,
  headers: Record<string, string>,
  executeGraphql: GraphqlExecutor,
): Promise<BatchAnswer> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body ?? '');
  } catch {
    return badRequest('The body must be a JSON array of GraphQL operations.');
  }
  if (!Array.isArray(parsed)) return badRequest('The body must be a JSON array of GraphQL operations.');
  if (parsed.length === 0) return badRequest('A batch needs at least one operation.');
  if (parsed.length > maxBatchOperations) {
    return badRequest(
      `A batch holds at most ${maxBatchOperations} operations; this one has ${parsed.length}.`,
    );
  }
  const operations = z.array(operationSchema).safeParse(parsed);
  if (!operations.success) return badRequest(`Invalid operation: ${describeZodError(operations.error)}`);
  const answers = await Promise.all(operations.data.map((operation) => executeGraphql(operation, headers)));
  return { status: 200, body: answers };
}
