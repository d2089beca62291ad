import type { Metrics } from '@aws-lambda-powertools/metrics';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type * as z from 'zod';
import { lambdaMetrics, observeFailures } from '../observability/observability.ts';
import { describeZodError } from '../api/results.ts';
import {
  requestIdOf,
  type FailureLogger,
  type InvocationContext,
} from '../observability/unexpected-errors.ts';

/** A queue consumer as Lambda's event source mapping calls it (partial batch responses). */
export type SqsBatchHandler = (event: SQSEvent, context?: InvocationContext) => Promise<SQSBatchResponse>;

/**
 * Runs `processRecord` on each message and reports the ones that failed as batchItemFailures, so SQS
 * retries only those and moves them to the dead-letter queue after the queue's maxReceiveCount. A
 * message that is not valid JSON of the expected shape fails too: it is kept in the DLQ, never dropped.
 * Nothing escapes but what SQS should retry whole; each failure is logged under the invocation's id.
 */
export function createSqsBatchHandler<T extends z.ZodType>(
  schema: T,
  processRecord: (message: z.output<T>, record: SQSRecord) => Promise<void>,
  logger: FailureLogger,
): SqsBatchHandler {
  return async (event, context) => {
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    const requestId = requestIdOf(context);
    for (const record of event.Records) {
      try {
        const parsed = schema.safeParse(JSON.parse(record.body));
        if (!parsed.success) throw new Error(`Invalid message: ${describeZodError(parsed.error)}`);
        await processRecord(parsed.data, record);
      } catch (error) {
        logger.error('Message failed', { requestId, messageId: record.messageId, error });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}

/** Failed records per batch; the queue's name in infra/queues.ts is the dimension. */
export const failedRecordsMetric = 'FailedRecords';

/**
 * A queue consumer's AWS entry, observed: a batch with failed records publishes how many (all of them
 * when the handler itself throws, as SQS then retries the whole batch).
 */
export function observeQueueConsumer(
  queue: string,
  handle: SqsBatchHandler,
  metrics: Metrics = lambdaMetrics,
): SqsBatchHandler {
  return observeFailures(
    handle,
    {
      metric: failedRecordsMetric,
      dimension: ['queue', queue],
      inAnswer: (answer) => answer.batchItemFailures.length,
      whenThrown: (event) => event.Records.length,
    },
    metrics,
  );
}
