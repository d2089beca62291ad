import { mailMessageSchema, type Mailer } from '#shared/ports/mailer.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { createSqsBatchHandler } from '#shared/queues/sqs-batch.ts';

/** Consumes the e-mail queue: one message, one e-mail. A failed send is retried, then kept in the DLQ. */
export function createEmailConsumer(mailer: Mailer, logger = createLogger('mail')) {
  return createSqsBatchHandler(mailMessageSchema, (message) => mailer.send(message), logger);
}
