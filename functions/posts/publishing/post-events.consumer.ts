import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { dataFromEnv, sqsClientFromEnv } from '#shared/lambda/clients.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { ssmParameterReader } from '#shared/lambda/ssm-parameter.ts';
import { traced } from '#shared/observability/observability.ts';
import { cloudFrontEdgeCache, edgeDistributionParameterVariable } from '#shared/ports/edge-cache.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { requestReindex } from '#shared/queues/search-index-message.ts';
import { observeQueueConsumer } from '#shared/queues/sqs-batch.ts';
import { createClapsRepository } from '../claps/repository.ts';
import { createFollowingFanOut } from '../feeds/fan-out.ts';
import { createPostEventsConsumer } from './create-post-events-consumer.ts';

/** The distribution's id, read once per container from the parameter the web stack writes. */
let distributionId: Promise<string> | undefined;
const readDistributionId = () =>
  (distributionId ??= ssmParameterReader()(requireEnv(edgeDistributionParameterVariable)).catch(
    (error: unknown) => {
      distributionId = undefined; // read again with the next message
      throw error;
    },
  ));

/**
 * AWS entry of the content-events consumer: CloudFront is a global service, reached in us-east-1; the
 * table for the clap totals (post-clapped) and the Following feed's fan-out; the newsletter-send queue for
 * a first publish's send; the notifications queue for its followers (decision 206); the search-index
 * queue for a clapped story (decision 231).
 */
const queue = sqsQueueSender(sqsClientFromEnv());

export const handler = observeQueueConsumer(
  'content-events',
  createPostEventsConsumer(
    cloudFrontEdgeCache(traced(new CloudFrontClient({ region: 'us-east-1' })), readDistributionId),
    undefined,
    createClapsRepository(dataFromEnv()),
    queue,
    createFollowingFanOut(dataFromEnv()),
    // A notice that cannot be sent fails the message: SQS retries it, and every step is idempotent.
    (notice) => queue.send('notifications', [notice]),
    (entries) => requestReindex(queue, entries),
  ),
);
