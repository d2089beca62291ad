import { newsletterSendVisibilityTimeoutSeconds } from '#shared/queues/newsletter-send-job.ts';
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
  /** At most this many consumer invocations at once (the event source's maximumConcurrency, 2–1000). */
  maxConcurrency?: number;
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
  {
    // Decision 156: a story's send job, then its recipient batches (50 subscribers a message). Two
    // invocations at once, each pacing its e-mails to half of NEWSLETTER_SEND_RATE_PER_SECOND, keep
    // the sending under the SES quota whatever the backlog (docs/deploy.md).
    name: 'newsletter-send',
    purpose: "Newsletter sends: a story's fan-out job, then its recipient batches",
    visibilityTimeoutSeconds: newsletterSendVisibilityTimeoutSeconds,
    maxReceiveCount: 5,
    batchSize: 1,
    maxBatchingWindowSeconds: 0,
    maxConcurrency: 2,
  },
  {
    // Decision 163: SES's delivery, bounce and complaint events of newsletter e-mail, through the
    // configuration set's SNS topic (locally: infra/local/ses-simulator.ts).
    name: 'ses-feedback',
    purpose: 'SES events of newsletter e-mail (delivery, bounce, complaint) from its SNS topic',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 10,
    maxBatchingWindowSeconds: 1,
  },
  {
    // Decision 206: what concerns a reader (a follower, claps, a response, a highlight, a list
    // followed, a followed writer's new story), turned into their notifications.
    name: 'notifications',
    purpose: "Activity that concerns a reader, turned into the reader's notifications",
    // Six times the consumer's timeout, as AWS advises for an SQS event source.
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 5,
    batchSize: 10,
    maxBatchingWindowSeconds: 0,
  },
  {
    // Decision 231: "index this again" from every write that changes what search finds; its one
    // consumer (reserved concurrency 1) is the index's single writer and applies a batch at once, so
    // it waits a little to gather one.
    name: 'search-index',
    purpose: 'Stories, people, publications, tags and lists to index again (search)',
    // Six times the consumer's timeout, as AWS advises for an SQS event source.
    visibilityTimeoutSeconds: 360,
    maxReceiveCount: 5,
    batchSize: 100,
    maxBatchingWindowSeconds: 2,
  },
];
