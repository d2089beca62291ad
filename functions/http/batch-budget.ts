import { getOperationAST } from 'graphql/utilities/getOperationAST';
import { apiSettings } from '#graphql/api-settings.ts';
import { boundedMemo } from '#graphql/bounded-memo.ts';
import { parseBounded } from '#graphql/bounded-parse.ts';
import { operationCost } from '#graphql/operation-cost.ts';
import { requestProblem } from '#graphql/request-problem.ts';
import type { GraphqlRequest, GraphqlResponse } from '#shared/api/graphql-executor.ts';

/**
 * What one POST /_/batch may cost in all, over its operations (docs/decisions.md). In AWS each
 * operation is its own AppSync request with its own resolverCountLimit, so without this a batch of 20
 * would run 20 times the work of one request.
 */
export const batchBudget = {
  /** Resolver invocations the operations may run together, by their estimate (twice one request's). */
  maxResolvers: 2 * apiSettings.resolverCountLimit,
  /** Bytes of JSON the answers may take together (a function URL answers at most 6 MB). */
  maxAnswerBytes: 2 * 1024 * 1024,
  /** The operations' deadline; the HTTP Lambda times out at 15 s (infra/functions.ts). */
  deadlineMs: 10_000,
};
export type BatchBudget = typeof batchBudget;

/** Each distinct query parsed once per container: a page's batches repeat the same few documents. */
const parseRemembered = boundedMemo(500, parseBounded);

/**
 * The resolvers a batch may run, estimated from each operation's document and variables before any
 * runs (graphql/operation-cost.ts); an operation counts at most AppSync's resolverCountLimit, where
 * AppSync stops it. Or why an operation may not be sent at all: variables too deep or too large, a
 * query that does not parse or is too large to parse safely.
 */
export function estimateResolvers(
  operations: readonly GraphqlRequest[],
): { ok: true; resolvers: number } | { ok: false; message: string } {
  let resolvers = 0;
  for (const [index, operation] of operations.entries()) {
    const refused = (message: string) => ({
      ok: false as const,
      message: `Operation ${index + 1}: ${message}`,
    });
    const variables = operation.variables ?? {};
    const problem = requestProblem(operation.query, variables);
    if (problem) return refused(problem);
    const parsed = parseRemembered(operation.query);
    if (!parsed.ok) return refused(parsed.message);
    const definition = getOperationAST(parsed.document, operation.operationName);
    // No single operation to run: AppSync refuses it without running anything.
    if (!definition) continue;
    const cost = operationCost(parsed.document, definition, variables);
    resolvers += Math.min(cost.resolvers, apiSettings.resolverCountLimit);
  }
  return { ok: true, resolvers };
}

const failed = (errorType: string, message: string): GraphqlResponse => ({
  data: null,
  errors: [{ errorType, message }],
});

/** The answers, those not settled by the deadline replaced by a ServiceUnavailable error. */
export async function settleByDeadline(
  answers: readonly Promise<GraphqlResponse>[],
  deadlineMs: number,
): Promise<GraphqlResponse[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<GraphqlResponse>((resolve) => {
    timer = setTimeout(
      () =>
        resolve(
          failed(
            'ServiceUnavailable',
            `This operation did not finish within the batch's ${deadlineMs / 1000} seconds; send it again.`,
          ),
        ),
      deadlineMs,
    );
  });
  try {
    return await Promise.all(answers.map((answer) => Promise.race([answer, late])));
  } finally {
    clearTimeout(timer);
  }
}

/** The answers in order while they fit in `maxBytes` together; each one past it is replaced by a BadRequest. */
export function keepWithinBytes(answers: readonly GraphqlResponse[], maxBytes: number): GraphqlResponse[] {
  let total = 0;
  return answers.map((answer) => {
    const bytes = Buffer.byteLength(JSON.stringify(answer));
    if (total + bytes > maxBytes) {
      return failed(
        'BadRequest',
        `This operation's answer did not fit in the batch's ${maxBytes / 1024 / 1024} MB of answers; ask for less, or send it in a batch of its own.`,
      );
    }
    total += bytes;
    return answer;
  });
}
