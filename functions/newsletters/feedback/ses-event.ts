import * as z from 'zod';
import { newsletterMailOf, type NewsletterMail } from '../mail-tags.ts';
import { normaliseAddress } from '#shared/data/address-suppressions.ts';

/**
 * SES's event publishing (a configuration set's SNS destination, decision 163) as its queue receives
 * it: an SNS Notification whose `Message` is the SES event's JSON. Only the events Folio acts on are
 * read; any other eventType (Send, Reject, Open, Click, …) is acknowledged and ignored.
 */
const recipients = z
  .array(z.object({ emailAddress: z.string().min(3).max(320) }))
  .min(1)
  .max(50);
const mail = z.object({
  messageId: z.string(),
  tags: z.record(z.string(), z.array(z.string())).optional(),
});

const sesEventSchema = z.discriminatedUnion('eventType', [
  z.object({
    eventType: z.literal('Bounce'),
    mail,
    bounce: z.object({
      bounceType: z.enum(['Permanent', 'Transient', 'Undetermined']),
      bounceSubType: z.string().max(100),
      bouncedRecipients: recipients,
      timestamp: z.iso.datetime({ offset: true }),
    }),
  }),
  z.object({
    eventType: z.literal('Complaint'),
    mail,
    complaint: z.object({
      complainedRecipients: recipients,
      complaintFeedbackType: z.string().max(100).optional(),
      timestamp: z.iso.datetime({ offset: true }),
    }),
  }),
  z.object({
    eventType: z.literal('Delivery'),
    mail,
    delivery: z.object({ timestamp: z.iso.datetime({ offset: true }) }),
  }),
]);

export const snsNotificationSchema = z.object({
  Type: z.literal('Notification'),
  TopicArn: z.string().min(1),
  Message: z.string().min(2),
});

/**
 * What an SES event means to the sender. The rule (decision 163): a **Permanent** bounce or any
 * **complaint** suppresses its addresses; a Transient or Undetermined bounce is only counted (SES
 * itself retried it; the next send tries again).
 */
export interface MailFeedback {
  outcome: 'delivered' | 'bounced' | 'complained';
  /** Addresses to suppress (none for a delivery or a transient bounce). */
  suppress: { addresses: string[]; reason: 'PERMANENT_BOUNCE' | 'COMPLAINT'; detail?: string } | undefined;
  /** The newsletter e-mail it was about; undefined for other mail (sign-in links). */
  newsletterMail: NewsletterMail | undefined;
  at: number;
}

export class ForgedFeedbackError extends Error {}

/**
 * Reads one queue message's SNS notification: refused (thrown, so the message ends in the DLQ) when it
 * did not come from our topic or its SES event is not of a known shape. Undefined: an event we ignore.
 */
export function readFeedback(notification: z.output<typeof snsNotificationSchema>, topicArn: string) {
  if (notification.TopicArn !== topicArn)
    throw new ForgedFeedbackError(`Feedback from an unknown topic: ${notification.TopicArn}`);
  let json: unknown;
  try {
    json = JSON.parse(notification.Message);
  } catch {
    throw new ForgedFeedbackError('Feedback whose Message is not JSON');
  }
  const kind = z.object({ eventType: z.string() }).safeParse(json);
  if (kind.success && !['Bounce', 'Complaint', 'Delivery'].includes(kind.data.eventType)) return undefined;
  const parsed = sesEventSchema.safeParse(json);
  if (!parsed.success) throw new ForgedFeedbackError(`Feedback not an SES event: ${parsed.error.message}`);
  const event = parsed.data;
  const newsletterMail = newsletterMailOf(event.mail.tags);
  const addresses = (list: { emailAddress: string }[]) => list.map((r) => normaliseAddress(r.emailAddress));
  switch (event.eventType) {
    case 'Bounce':
      return {
        outcome: 'bounced',
        suppress:
          event.bounce.bounceType === 'Permanent'
            ? {
                addresses: addresses(event.bounce.bouncedRecipients),
                reason: 'PERMANENT_BOUNCE',
                detail: event.bounce.bounceSubType,
              }
            : undefined,
        newsletterMail,
        at: Date.parse(event.bounce.timestamp),
      } satisfies MailFeedback;
    case 'Complaint':
      return {
        outcome: 'complained',
        suppress: {
          addresses: addresses(event.complaint.complainedRecipients),
          reason: 'COMPLAINT',
          ...(event.complaint.complaintFeedbackType ? { detail: event.complaint.complaintFeedbackType } : {}),
        },
        newsletterMail,
        at: Date.parse(event.complaint.timestamp),
      } satisfies MailFeedback;
    case 'Delivery':
      return {
        outcome: 'delivered',
        suppress: undefined,
        newsletterMail,
        at: Date.parse(event.delivery.timestamp),
      } satisfies MailFeedback;
  }
}
