import type { FolioData } from '#shared/data/data.ts';
import { createLogger } from '#shared/observability/observability.ts';
import type { FailureLogger } from '#shared/observability/unexpected-errors.ts';
import { notificationEventSchema } from '#shared/queues/notification-event.ts';
import { createSqsBatchHandler } from '#shared/queues/sqs-batch.ts';
import { createNotificationRecorder } from './recorder.ts';
import { createNotificationsRepository } from './repository.ts';

/**
 * Consumes the notifications queue (decision 206): `notify` records one activity for its owner,
 * `notify-followers` tells a writer's followers about a new story, `notify-mentioned` the people a
 * published story mentions. A failed message is retried by SQS,
 * and recording is idempotent, so a retry creates nothing twice.
 */
export function createNotificationsConsumer(data: FolioData, logger: FailureLogger = createLogger('users')) {
  const recorder = createNotificationRecorder(createNotificationsRepository(data));
  return createSqsBatchHandler(notificationEventSchema, (event) => recorder.record(event), logger);
}
