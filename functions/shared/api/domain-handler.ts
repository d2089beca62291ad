import { MetricUnit, type Metrics } from '@aws-lambda-powertools/metrics';
import { buildOnce } from '../lambda/build-once.ts';
import {
  createLogger,
  inSubsegment,
  lambdaMetrics,
  observeInvocation,
} from '../observability/observability.ts';
import {
  createResolverRouter,
  type ResolverEvent,
  type ResolverHandler,
  type ResolverRoutes,
} from './resolver-router.ts';
import { ResultError, type ResultName } from './results.ts';
import {
  requestIdOf,
  serviceUnavailableMessage,
  type FailureLogger,
  type InvocationContext,
} from '../observability/unexpected-errors.ts';

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

const fieldOf = (event: ResolverEvent | ResolverEvent[]) => {
  const first = Array.isArray(event) ? event[0] : event;
  return first && `${first.info.parentTypeName}.${first.info.fieldName}`;
};

/**
 * AppSync shows a thrown error's name as `errorType` and its message as `message` (in AWS, where the
 * Node.js runtime reports the name as the error type, and in infra/local/appsync). A failure that is
 * not a ResultError would show an SDK's or a library's words (an address, a table, a stack's gist): it
 * is logged with its details and leaves as ServiceUnavailable, naming only the request id.
 */
function unexpectedFailure(
  domain: string,
  logger: FailureLogger,
  error: unknown,
  event: ResolverEvent | ResolverEvent[],
  context?: InvocationContext,
): ResultError {
  const requestId = requestIdOf(context);
  logger.error(`${domain} resolver failed`, { requestId, field: fieldOf(event), error });
  return new ResultError('ServiceUnavailable', serviceUnavailableMessage(requestId));
}

/**
 * A domain Lambda's resolver entry: routes `Type.field` (BatchInvoke too); lets the spec's results
 * through, logging those that are ours (ServiceUnavailable); turns any other failure into
 * ServiceUnavailable with the request id.
 */
export function createDomainHandler(
  domain: string,
  routes: ResolverRoutes,
  logger: FailureLogger = createLogger(domain),
): ResolverHandler {
  const route = createResolverRouter(routes);
  return async (event, context) => {
    try {
      return await route(event, context);
    } catch (error) {
      if (!(error instanceof ResultError)) throw unexpectedFailure(domain, logger, error, event, context);
      if (!callerResults.has(error.result)) {
        logger.error(`${domain} resolver failed`, { requestId: requestIdOf(context), error });
      }
      throw error;
    }
  };
}

/** What a resolver's metrics say: the field is their dimension (a few hundred at most, never an id). */
export const resolverMetricNames = { latency: 'ResolverLatency', failures: 'ResolverFailures' } as const;

/** A failure of ours: anything that leaves a resolver but the results answering the caller. */
const isFailureOfOurs = (error: unknown) =>
  !(error instanceof ResultError && callerResults.has(error.result));

/**
 * Each invocation as CloudWatch and X-Ray see it, in a subsegment `## Type.field`: the field's latency,
 * and a failure of ours when there was one. Failures are published only when they happen (a custom
 * metric is paid for the hours it is published): the latency's sample count counts invocations.
 */
function observeResolver(handle: ResolverHandler, metrics: Metrics): ResolverHandler {
  return observeInvocation(async (event, context) => {
    const field = fieldOf(event) ?? 'none';
    const started = performance.now();
    let failed = false;
    try {
      return await inSubsegment(field, () => handle(event, context));
    } catch (error) {
      failed = isFailureOfOurs(error);
      throw error;
    } finally {
      metrics.addDimension('field', field);
      metrics.addMetric(resolverMetricNames.latency, MetricUnit.Milliseconds, performance.now() - started);
      if (failed) metrics.addMetric(resolverMetricNames.failures, MetricUnit.Count, 1);
    }
  }, metrics);
}

/**
 * The AWS entry, built on its first event so importing the module (tests, local runtime) needs no
 * environment, and observed. A build that fails (a parameter or secret unreadable) is answered like any
 * unexpected failure, and tried again on the next event.
 */
export function lazyHandler(
  domain: string,
  create: () => ResolverHandler | Promise<ResolverHandler>,
  logger: FailureLogger = createLogger(domain),
  metrics: Metrics = lambdaMetrics,
): ResolverHandler {
  const built = buildOnce(create);
  return observeResolver(async (event, context) => {
    let handle: ResolverHandler;
    try {
      handle = await built();
    } catch (error) {
      throw unexpectedFailure(domain, logger, error, event, context);
    }
    return handle(event, context);
  }, metrics);
}
