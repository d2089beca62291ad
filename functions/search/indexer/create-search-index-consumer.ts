import type { SQSBatchResponse } from 'aws-lambda';
import { describeZodError } from '#shared/api/results.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { requestIdOf, type FailureLogger } from '#shared/observability/unexpected-errors.ts';
import { searchIndexMessageSchema, type SearchIndexMessage } from '#shared/queues/search-index-message.ts';
import type { SqsBatchHandler } from '#shared/queues/sqs-batch.ts';
import type { ChangeReader, SearchIndexStore } from '../ports.ts';

export interface SearchIndexConsumerDependencies {
  changes: ChangeReader;
  store: SearchIndexStore;
  logger?: FailureLogger;
}

/** One message per thing: the batch's messages about the same kind and id are read once. */
export function dedupe(messages: readonly SearchIndexMessage[]): SearchIndexMessage[] {
  return [...new Map(messages.map((message) => [`${message.kind}:${message.id}`, message])).values()];
}

/**
 * Consumes the search-index queue (decision 231): the batch's valid messages, deduplicated, are read
 * from the table at once and applied to the index in ONE publish (a snapshot written per batch, not
 * per message). A message that is not a valid reindex fails alone and ends in the DLQ; when reading
 * or publishing fails, every valid message of the batch fails and SQS retries them (reading again is
 * harmless: the last state read always wins).
 */
export function createSearchIndexConsumer({
  changes,
  store,
  logger = createLogger('search'),
}: SearchIndexConsumerDependencies): SqsBatchHandler {
  return async (event, context) => {
    const requestId = requestIdOf(context);
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    const valid: { messageId: string; message: SearchIndexMessage }[] = [];
    for (const record of event.Records) {
      try {
        const parsed = searchIndexMessageSchema.safeParse(JSON.parse(record.body));
        if (!parsed.success) throw new Error(`Invalid message: ${describeZodError(parsed.error)}`);
        valid.push({ messageId: record.messageId, message: parsed.data });
      } catch (error) {
        logger.error('Message failed', { requestId, messageId: record.messageId, error });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    if (valid.length === 0) return { batchItemFailures: failures };
    try {
      await store.applyAndPublish(await changes.changesFor(dedupe(valid.map(({ message }) => message))));
    } catch (error) {
      logger.error('Search index batch failed', { requestId, messages: valid.length, error });
      failures.push(...valid.map(({ messageId }) => ({ itemIdentifier: messageId })));
    }
    return { batchItemFailures: failures };
  };
}
