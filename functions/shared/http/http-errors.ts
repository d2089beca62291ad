import type { Metrics } from '@aws-lambda-powertools/metrics';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { buildOnce } from '../lambda/build-once.ts';
import { lambdaMetrics, observeFailures } from '../observability/observability.ts';
import {
  requestIdOf,
  type FailureLogger,
  type InvocationContext,
} from '../observability/unexpected-errors.ts';

export type FunctionUrlResult = APIGatewayProxyStructuredResultV2;

/** A function URL handler as Lambda calls it; the local gateway and tests call it without a context. */
export type FunctionUrlHandler = (
  event: APIGatewayProxyEventV2,
  context?: InvocationContext,
) => Promise<FunctionUrlResult>;

export interface FailureAnswer {
  logger: FailureLogger;
  /** The 503 a viewer gets instead, in the handler's own form: JSON for the API, a page for people. */
  unavailable: (requestId: string) => FunctionUrlResult;
}

/**
 * A function URL handler that always answers. Behind CloudFront an uncaught error is a bare 502; here
 * the failure is logged with its details under the request id, and the viewer gets `unavailable`,
 * which names that id and nothing of the failure.
 */
export function answerFailures(
  handle: (event: APIGatewayProxyEventV2, requestId: string) => Promise<FunctionUrlResult>,
  { logger, unavailable }: FailureAnswer,
): FunctionUrlHandler {
  return async (event, context) => {
    const requestId = requestIdOf(context);
    try {
      return await handle(event, requestId);
    } catch (error) {
      logger.error('The request failed', { requestId, path: event.rawPath, error });
      return unavailable(requestId);
    }
  };
}

/** An AWS entry built on its first request: a build that fails is answered like any failure, then retried. */
export function lazyFunctionUrlHandler(
  build: () => Promise<FunctionUrlHandler>,
  answer: FailureAnswer,
): FunctionUrlHandler {
  const built = buildOnce(build);
  return answerFailures(
    async (event, requestId) => (await built())(event, { awsRequestId: requestId }),
    answer,
  );
}

/** Failures of ours per function URL Lambda; its name in infra/functions.ts is the dimension. */
export const functionUrlFailuresMetric = 'FunctionUrlFailures';

/**
 * A function URL Lambda's AWS entry, observed: an answer that is a 5xx (the 503 of `answerFailures`, the
 * pages' error screen) or an error that escaped is a failure of ours.
 */
export function observeFunctionUrl(
  name: string,
  handle: FunctionUrlHandler,
  metrics: Metrics = lambdaMetrics,
): FunctionUrlHandler {
  return observeFailures(
    handle,
    {
      metric: functionUrlFailuresMetric,
      dimension: ['function_url', name],
      inAnswer: (answer) => ((answer.statusCode ?? 200) >= 500 ? 1 : 0),
      whenThrown: () => 1,
    },
    metrics,
  );
}
