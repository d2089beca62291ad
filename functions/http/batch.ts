import { z } from 'zod';
import type { GraphqlExecutor, GraphqlResponse } from '../shared/graphql-executor.ts';
import { describeZodError } from '../shared/results.ts';
import { badRequestAnswer, parseJsonArray, type BadRequestAnswer } from './json-body.ts';

/** The spec's client batches at most 20 operations (spec 3 §7, §9). */
export const maxBatchOperations = 20;

const operationSchema = z.object({
  query: z.string().min(1, 'query must not be empty').max(100_000),
  operationName: z.string().max(200).nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
});

export type BatchAnswer = { status: 200; body: GraphqlResponse[] } | BadRequestAnswer;

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
  const json = parseJsonArray(body, 'The body must be a JSON array of GraphQL operations.');
  if (!json.ok) return json.answer;
  const parsed = json.items;
  if (parsed.length === 0) return badRequestAnswer('A batch needs at least one operation.');
  if (parsed.length > maxBatchOperations) {
    return badRequestAnswer(
      `A batch holds at most ${maxBatchOperations} operations; this one has ${parsed.length}.`,
    );
  }
  const operations = z.array(operationSchema).safeParse(parsed);
  if (!operations.success)
    return badRequestAnswer(`Invalid operation: ${describeZodError(operations.error)}`);
  const answers = await Promise.all(operations.data.map((operation) => executeGraphql(operation, headers)));
  return { status: 200, body: answers };
}
