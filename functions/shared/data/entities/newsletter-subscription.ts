import { newsletterTypes } from './newsletter.ts';

/**
 * A reader subscribed to a newsletter: one item per (reader, newsletter), written in ONE transaction
 * with the newsletter's `subscriberCount` (functions/shared/data/newsletter-subscriptions.ts), so the count never
 * drifts. Deleting it unsubscribes at once. An account's holds no address: the sender reads it from the
 * user. An **e-mail subscriber** (an imported address without an account, decision 168) is the same item
 * with `email` set and a `subscriberId` derived from the address (`emailSubscriberId`), so the fan-out,
 * the count, the claim of each delivery and the signed unsubscribe link treat it as any subscriber.
 */
export const newsletterSubscriptionSchema = {
  model: { entity: 'newsletterSubscription', version: '1', service: 'folio' },
  attributes: {
    subscriberId: { type: 'string', required: true },
    newsletterId: { type: 'string', required: true },
    /** The newsletter's type, so "unsubscribe from every writer" needs no read of the newsletters. */
    newsletterType: { type: newsletterTypes, required: true },
    /** Epoch ms. */
    subscribedAt: { type: 'number', required: true, readOnly: true },
    /** Epoch ms: when the reader consented to the e-mails (subscribeNewsletterV3's shouldRecordConsent). */
    consentRecordedAt: { type: 'number' },
    /** An e-mail subscriber's address (normalised); absent for an account's subscription. */
    email: { type: 'string' },
  },
  indexes: {
    /** Whether a reader is subscribed (BatchGet by reader and newsletter), and a reader's subscriptions. */
    byReader: {
      pk: { field: 'pk', composite: ['subscriberId'] },
      sk: { field: 'sk', composite: ['newsletterId'] },
    },
    /** A newsletter's subscribers, oldest first: the sender's fan-out reads them. */
    byNewsletter: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['newsletterId'] },
      sk: { field: 'gsi1sk', composite: ['subscribedAt', 'subscriberId'] },
    },
  },
} as const;
