import {
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { QueueSpec } from '#infra/queues.ts';
import { invokeLambda, type LambdaHandler } from './appsync/lambda-invoke.ts';
import { queueArn } from './sqs.ts';

export interface PollerStats {
  batches: number;
  succeeded: number;
  failed: number;
}

/**
 * Lambda's SQS event source mapping, locally: long-polls the queue, fills a batch up to batchSize within
 * the batching window, invokes the consumer with an SQSEvent, deletes what succeeded and leaves the
 * batchItemFailures (or the whole batch, when the handler throws) to reappear after the visibility
 * timeout — and to move to the DLQ after maxReceiveCount, which the local SQS enforces.
 */
export function startSqsPoller(options: {
  client: SQSClient;
  queueUrl: string;
  spec: QueueSpec;
  handler: LambdaHandler;
  functionName: string;
  /** Long-poll wait; short in tests so stop() is quick. */
  waitSeconds?: number;
  onError?: (error: unknown) => void;
}) {
  const { client, queueUrl, spec } = options;
  const stats: PollerStats = { batches: 0, succeeded: 0, failed: 0 };
  let running = true;

  async function receiveBatch(): Promise<Message[]> {
    const messages: Message[] = [];
    const deadline = Date.now() + spec.maxBatchingWindowSeconds * 1000;
    do {
      const { Messages = [] } = await client.send(
        new ReceiveMessageCommand({
          QueueUrl: queueUrl,
          MaxNumberOfMessages: Math.min(10, spec.batchSize - messages.length),
          WaitTimeSeconds: messages.length ? 0 : (options.waitSeconds ?? 2),
          VisibilityTimeout: spec.visibilityTimeoutSeconds,
          MessageSystemAttributeNames: ['All'],
        }),
      );
      // local-aws-sqs's long poll can answer one message twice; Lambda never batches a message twice.
      for (const message of Messages) {
        if (!messages.some((kept) => kept.MessageId === message.MessageId)) messages.push(message);
      }
      if (!Messages.length) break;
    } while (running && messages.length < spec.batchSize && Date.now() < deadline);
    return messages;
  }

  const toEvent = (messages: Message[]): SQSEvent => ({
    Records: messages.map((message) => ({
      messageId: message.MessageId ?? '',
      receiptHandle: message.ReceiptHandle ?? '',
      body: message.Body ?? '',
      attributes: {
        ApproximateReceiveCount: message.Attributes?.ApproximateReceiveCount ?? '1',
        SentTimestamp: message.Attributes?.SentTimestamp ?? String(Date.now()),
        SenderId: message.Attributes?.SenderId ?? 'local',
        ApproximateFirstReceiveTimestamp:
          message.Attributes?.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: message.MD5OfBody ?? '',
      eventSource: 'aws:sqs',
      eventSourceARN: queueArn(spec.name),
      awsRegion: 'us-east-1',
    })),
  });

  async function processBatch(messages: Message[]) {
    let failedIds: Set<string>;
    try {
      const response = (await invokeLambda(
        options.functionName,
        options.handler,
        toEvent(messages),
      )) as SQSBatchResponse | null;
      failedIds = new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    } catch (error) {
      options.onError?.(error);
      failedIds = new Set(messages.map((message) => message.MessageId ?? ''));
    }
    const succeeded = messages.filter((message) => !failedIds.has(message.MessageId ?? ''));
    if (succeeded.length) {
      await client.send(
        new DeleteMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: succeeded.map((message, index) => ({
            Id: String(index),
            ReceiptHandle: message.ReceiptHandle,
          })),
        }),
      );
    }
    stats.batches += 1;
    stats.succeeded += succeeded.length;
    stats.failed += messages.length - succeeded.length;
  }

  const loop = (async () => {
    while (running) {
      try {
        const messages = await receiveBatch();
        if (messages.length) await processBatch(messages);
      } catch (error) {
        if (running) options.onError?.(error);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  })();

  return {
    stats,
    async stop() {
      running = false;
      await loop;
    },
  };
}

export type SqsPoller = ReturnType<typeof startSqsPoller>;
