import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';

/** Folio's queues, each with a dead-letter queue (their settings: infra/queues.ts). */
export type QueueName =
  | 'events'
  | 'error-batches'
  | 'email'
  | 'content-events'
  | 'newsletter-send'
  | 'ses-feedback'
  | 'notifications'
  | 'search-index';

/** Sends JSON messages to one of our queues. */
export interface QueueSender {
  /** `delaySeconds` (at most 900) keeps the messages out of sight that long (SQS DelaySeconds). */
  send(queue: QueueName, messages: readonly unknown[], options?: { delaySeconds?: number }): Promise<void>;
}

/** The environment variable that carries a queue's URL: events → QUEUE_URL_EVENTS. */
export const queueUrlVariable = (queue: QueueName) => `QUEUE_URL_${queue.toUpperCase().replace(/-/g, '_')}`;

const sqsBatchLimit = 10;

export function sqsQueueSender(client: SQSClient, env: NodeJS.ProcessEnv = process.env): QueueSender {
  return {
    async send(queue, messages, options) {
      const url = env[queueUrlVariable(queue)];
      if (!url) throw new Error(`No URL for queue ${queue}: set ${queueUrlVariable(queue)}`);
      for (let start = 0; start < messages.length; start += sqsBatchLimit) {
        const chunk = messages.slice(start, start + sqsBatchLimit);
        const result = await client.send(
          new SendMessageBatchCommand({
            QueueUrl: url,
            Entries: chunk.map((message, index) => ({
              Id: String(index),
              MessageBody: JSON.stringify(message),
              ...(options?.delaySeconds ? { DelaySeconds: options.delaySeconds } : {}),
            })),
          }),
        );
        if (result.Failed?.length) {
          throw new Error(
            `${result.Failed.length} message(s) not accepted by ${queue}: ${result.Failed[0]?.Message}`,
          );
        }
      }
    },
  };
}
