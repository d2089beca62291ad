import type { FolioData } from '#shared/data/data.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { createSqsBatchHandler } from '#shared/queues/sqs-batch.ts';
import { createSendStats } from '../send-stats.ts';
import { createSuppressions } from '../suppressions.ts';
import { readFeedback, snsNotificationSchema } from './ses-event.ts';

/** Where SES publishes the newsletter sender's events (SNS), told to the consumer that checks it. */
export const feedbackTopicVariable = 'SES_FEEDBACK_TOPIC_ARN';

export interface SesFeedbackConsumerParts {
  data: FolioData;
  /** The SNS topic the configuration set publishes to: a notification from any other is refused. */
  topicArn: string;
  logger?: ReturnType<typeof createLogger>;
}

/**
 * Consumes the ses-feedback queue (decision 163): each SES event counts on its newsletter send
 * (delivered, bounced, complained: send-stats.ts) and a permanent bounce or a complaint suppresses its
 * addresses (suppressions.ts). A message that is not our topic's SES event fails, so it ends in the DLQ.
 */
export function createSesFeedbackConsumer(parts: SesFeedbackConsumerParts) {
  const { logger = createLogger('newsletters') } = parts;
  const stats = createSendStats(parts.data);
  const suppressions = createSuppressions(parts.data);
  return createSqsBatchHandler(
    snsNotificationSchema,
    async (notification) => {
      const feedback = readFeedback(notification, parts.topicArn);
      if (!feedback) return;
      const mail = feedback.newsletterMail;
      if (mail) await stats.count(mail, feedback.outcome, feedback.at);
      const suppress = feedback.suppress;
      if (!suppress) return;
      for (const address of suppress.addresses)
        await suppressions.suppress({
          address,
          reason: suppress.reason,
          detail: suppress.detail,
          at: feedback.at,
          mail,
        });
    },
    logger,
  );
}
