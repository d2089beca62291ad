import { Logger } from '@aws-lambda-powertools/logger';
import { MetricUnit, Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * One place that configures Powertools: every handler logs, counts and traces the same way. Each kind
 * of AWS entry is observed by its own wrapper, built on `observeInvocation`: resolvers
 * (domain-handler.ts), function URLs (http-errors.ts), queue consumers (sqs-batch.ts), the authorizer.
 */
export const serviceName = 'folio';
/** Folio's CloudWatch namespace; infra/folio-function.ts gives it to every Lambda's environment too. */
export const metricsNamespace = 'Folio';

export function createLogger(domain: string) {
  return new Logger({ serviceName, persistentKeys: { domain } });
}

/**
 * CloudWatch metrics in the embedded metric format: JSON lines on stdout, which Lambda's log stream
 * turns into metrics. Emitted only where POWERTOOLS_METRICS_DISABLED does not turn them off (the local
 * runtime and the tests do: infra/local/lambda-environment.ts).
 */
export const createMetrics = () => new Metrics({ namespace: metricsNamespace, serviceName });

/** The Lambda process's metrics: an entry serves one invocation at a time, which flushes them. */
export const lambdaMetrics = createMetrics();

/**
 * X-Ray through Powertools: on in Lambda with active tracing (infra/folio-function.ts), off anywhere
 * else, where there is no Lambda segment to hang subsegments on.
 */
export const tracer = new Tracer({ serviceName });

/** An AWS SDK client whose calls are traced as subsegments; build every client through it. */
export const traced = <Client>(client: Client): Client => tracer.captureAWSv3Client(client);

/** Runs `run` in a subsegment `## {name}` of the invocation's trace, with its error if it fails. */
export async function inSubsegment<T>(name: string, run: () => Promise<T>): Promise<T> {
  const parent = tracer.isTracingEnabled() ? tracer.getSegment() : undefined;
  if (!parent) return run();
  const subsegment = parent.addNewSubsegment(`## ${name}`);
  tracer.setSegment(subsegment);
  try {
    return await run();
  } catch (error) {
    tracer.addErrorAsMetadata(error as Error);
    throw error;
  } finally {
    subsegment.close();
    tracer.setSegment(parent);
  }
}

/**
 * An AWS entry observed: the function's cold start counted on its first invocation, and the metrics
 * each invocation recorded flushed when it ends, whether it answered or threw.
 */
export function observeInvocation<Args extends unknown[], Answer>(
  handler: (...args: Args) => Promise<Answer>,
  metrics: Metrics = lambdaMetrics,
): (...args: Args) => Promise<Answer> {
  return async (...args) => {
    metrics.captureColdStartMetric();
    try {
      return await handler(...args);
    } finally {
      // Publishing nothing would only print Powertools' warning that there was nothing.
      if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
    }
  };
}

/** How an entry counts its failures of ours, published as `metric` under `dimension` when there are some. */
export interface FailureCount<Event, Answer> {
  metric: string;
  dimension: readonly [name: string, value: string];
  /** The failures an answer reports (a 5xx, the failed records of a batch). */
  inAnswer: (answer: Answer) => number;
  /** The failures when the handler throws instead of answering. */
  whenThrown: (event: Event) => number;
}

/**
 * An AWS entry observed (observeInvocation) that publishes its failures of ours when it has some: a
 * healthy function pays for no failure metric (a custom metric is paid for the hours it is published),
 * and Lambda's own Invocations metric counts the rest.
 */
export function observeFailures<Event, Context, Answer>(
  handler: (event: Event, context?: Context) => Promise<Answer>,
  count: FailureCount<Event, Answer>,
  metrics: Metrics = lambdaMetrics,
): (event: Event, context?: Context) => Promise<Answer> {
  return observeInvocation(async (event: Event, context?: Context) => {
    let failures = count.whenThrown(event);
    try {
      const answer = await handler(event, context);
      failures = count.inAnswer(answer);
      return answer;
    } finally {
      if (failures > 0) {
        metrics.addDimension(...count.dimension);
        metrics.addMetric(count.metric, MetricUnit.Count, failures);
      }
    }
  }, metrics);
}
