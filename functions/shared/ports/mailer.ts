import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import * as z from 'zod';

export const mailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(500),
  text: z.string().min(1).max(200_000),
  html: z.string().max(500_000).optional(),
  /** Extra headers by name, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post (newsletters). */
  headers: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,75}$/), z.string().min(1).max(2000)).optional(),
  /** SES message tags (newsletters: which send and recipient), named again in SES's events. */
  tags: z.record(z.string().regex(/^[\w-]{1,256}$/), z.string().regex(/^[\w-]{1,256}$/)).optional(),
});

export type MailMessage = z.output<typeof mailMessageSchema>;

/** Sends one e-mail. SES in AWS; locally an outbox of files (infra/local/outbox.ts). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The SES configuration set a sender names (the newsletter sender's, decision 163; the email consumer's, 187). */
export const mailConfigurationSetVariable = 'MAIL_CONFIGURATION_SET';

/**
 * SES's SendEmail in a configuration set, through which SES publishes the e-mail's events naming its
 * tags (deliveries, bounces and complaints of newsletters, decision 163; bounces and complaints of
 * every other e-mail, decision 187).
 */
export function sesMailer(client: SESv2Client, fromAddress: string, configurationSetName: string): Mailer {
  return {
    async send(message) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: fromAddress,
          ConfigurationSetName: configurationSetName,
          ...(message.tags
            ? { EmailTags: Object.entries(message.tags).map(([Name, Value]) => ({ Name, Value })) }
            : {}),
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: { Data: message.subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: message.text, Charset: 'UTF-8' },
                ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
              },
              ...(message.headers
                ? { Headers: Object.entries(message.headers).map(([Name, Value]) => ({ Name, Value })) }
                : {}),
            },
          },
        }),
      );
    },
  };
}
