import * as z from 'zod';
import type { GraphqlExecutor, GraphqlResponse } from '#shared/api/graphql-executor.ts';
import { describeZodError } from '#shared/api/results.ts';
import {
  batchBudget,
  estimateResolvers,
  keepWithinBytes,
  settleByDeadline,
  type BatchBudget,
} from './batch-budget.ts';
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
 * credentials; the answers come back in the same order. A malformed batch, or one whose operations
 * together could run more resolvers than the budget allows, is refused whole, before any operation
 * runs, so nothing is half-done. Operations still running at the deadline, and answers past the
 * budget's bytes, are answered with an error in their place.
 */
export async function executeBatch(
  body: string | undefined,
  headers: Record<string, string>,
  executeGraphql: GraphqlExecutor,
  budget: BatchBudget = batchBudget,
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
  const estimate = estimateResolvers(operations.data);
  if (!estimate.ok) return badRequestAnswer(estimate.message);
  if (estimate.resolvers > budget.maxResolvers) {
    return badRequestAnswer(
      `This batch could run ${estimate.resolvers} resolvers; a batch may run at most ${budget.maxResolvers}. Send its operations in smaller batches.`,
    );
  }
  const answers = await settleByDeadline(
    operations.data.map((operation) => executeGraphql(operation, headers)),
    budget.deadlineMs,
  );
  return { status: 200, body: keepWithinBytes(answers, budget.maxAnswerBytes) };
}
