import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { z } from 'zod';
import { describeZodError } from './results.ts';
import { requestIdOf, type FailureLogger, type InvocationContext } from './unexpected-errors.ts';

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
) {
  return async (event: SQSEvent, context?: InvocationContext): Promise<SQSBatchResponse> => {
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
