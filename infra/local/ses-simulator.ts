import { randomUUID } from 'node:crypto';
import type { Mailer, MailMessage } from '#shared/ports/mailer.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';

/** The topic ARN the local SES events claim to come from; the local feedback consumer expects it. */
export const localFeedbackTopicArn = 'arn:aws:sns:local:000000000000:folio-ses-feedback';

/** SES's mailbox simulator (a `+label` is allowed: bounce+reader1@simulator.amazonses.com). */
const simulated = (to: string) => /^(bounce|complaint)(\+[^@]*)?@simulator\.amazonses\.com$/i.exec(to)?.[1];

/** The SES event types a configuration set publishes (decisions 163 and 187). */
export type SesEventType = 'Delivery' | 'Bounce' | 'Complaint';

/** The newsletter sender's configuration set publishes all three; the transactional one, no deliveries. */
export const newsletterSesEvents: ReadonlySet<SesEventType> = new Set(['Delivery', 'Bounce', 'Complaint']);
export const transactionalSesEvents: ReadonlySet<SesEventType> = new Set(['Bounce', 'Complaint']);

/** The SES event SES would publish for this e-mail, as its configuration set's destination sends it. */
function sesEventFor(message: MailMessage, at: Date): { eventType: SesEventType; [field: string]: unknown } {
  const timestamp = at.toISOString();
  const mail = {
    timestamp,
    messageId: randomUUID(),
    destination: [message.to],
    tags: Object.fromEntries(Object.entries(message.tags ?? {}).map(([name, value]) => [name, [value]])),
  };
  switch (simulated(message.to)?.toLowerCase()) {
    case 'bounce':
      return {
        eventType: 'Bounce',
        mail,
        bounce: {
          bounceType: 'Permanent',
          bounceSubType: 'General',
          bouncedRecipients: [{ emailAddress: message.to, action: 'failed', status: '5.1.1' }],
          timestamp,
          feedbackId: randomUUID(),
        },
      };
    case 'complaint':
      return {
        eventType: 'Complaint',
        mail,
        complaint: {
          complainedRecipients: [{ emailAddress: message.to }],
          complaintFeedbackType: 'abuse',
          timestamp,
          feedbackId: randomUUID(),
        },
      };
    default:
      return { eventType: 'Delivery', mail, delivery: { timestamp, recipients: [message.to] } };
  }
}

/** SNS's envelope around a message, as an SQS subscription without raw delivery receives it. */
export const snsNotification = (message: object, topicArn = localFeedbackTopicArn) => ({
  Type: 'Notification',
  MessageId: randomUUID(),
  TopicArn: topicArn,
  Message: JSON.stringify(message),
  Timestamp: new Date().toISOString(),
  SignatureVersion: '1',
});

/**
 * An SES configuration set played locally (decisions 163 and 187): after the outbox takes an e-mail,
 * its SES event goes to the ses-feedback queue when the set publishes that type — a Delivery, or for
 * SES's simulator addresses `bounce@simulator.amazonses.com` and `complaint@…` a permanent Bounce or a
 * Complaint — so the feedback path runs locally as in AWS.
 */
export function withSimulatedSesEvents(
  mailer: Mailer,
  queue: QueueSender,
  published: ReadonlySet<SesEventType>,
): Mailer {
  return {
    async send(message) {
      await mailer.send(message);
      const event = sesEventFor(message, new Date());
      if (published.has(event.eventType)) await queue.send('ses-feedback', [snsNotification(event)]);
    },
  };
}
