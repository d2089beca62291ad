/**
 * A newsletter's subscribers over time (issue #15, decision 164): how many subscribed and unsubscribed
 * on one UTC day, moved by ADD in the very transaction of each subscription (newsletter-subscriptions.ts),
 * so the days always add up to the exact count. The owner's stats read a range of days in one Query.
 */
export const newsletterSubscriberDaySchema = {
  model: { entity: 'newsletterSubscriberDay', version: '1', service: 'folio' },
  attributes: {
    newsletterId: { type: 'string', required: true },
    /** YYYY-MM-DD (UTC). */
    day: { type: 'string', required: true },
    subscribed: { type: 'number', default: 0 },
    unsubscribed: { type: 'number', default: 0 },
  },
  indexes: {
    byNewsletter: {
      pk: { field: 'pk', composite: ['newsletterId'] },
      sk: { field: 'sk', composite: ['day'] },
    },
  },
} as const;

/** The UTC day of an instant, as the items are keyed. */
export const subscriberDayOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);
