import type { QueueName } from '#shared/queues/queue-sender.ts';

export type { QueueName };

/**
 * The SQS queues, each with its dead-letter queue. The CDK async stack and the local runtime both read
 * this list; the consumer settings are those of Lambda's event source mapping.
 */
export interface QueueSpec {
  name: QueueName;
  purpose: string;
  visibilityTimeoutSeconds: number;
  /** Receives before a message moves to the dead-letter queue. */
  maxReceiveCount: number;
  batchSize: number;
  /** Lambda waits up to this long to fill a batch. */
  maxBatchingWindowSeconds: number;
}

export const queues: readonly QueueSpec[] = [
  {
    name: 'events',
    purpose: 'Analytics events from pages and clients (homepage-viewed, …)',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 25,
    maxBatchingWindowSeconds: 1,
  },
  {
    name: 'error-batches',
    purpose: 'Client error reports, sent in batches by browsers',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 3,
    batchSize: 10,
    maxBatchingWindowSeconds: 1,
  },
  {
    name: 'email',
    purpose: 'Outgoing e-mail, one message per recipient',
    visibilityTimeoutSeconds: 120,
    maxReceiveCount: 5,
    batchSize: 10,
    maxBatchingWindowSeconds: 0,
  },
  {
    name: 'content-events',
    purpose: 'What happened to stories (post-published): caches made stale, follow-on work',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 10,
    maxBatchingWindowSeconds: 0,
  },
];
