import { paymentProviders } from './membership.ts';

/** How long an applied event's id is remembered: Stripe retries a delivery for 3 days. */
export const paymentEventRetentionSeconds = 90 * 24 * 3600;

/**
 * A provider's webhook event that Folio applied, by the provider's event id: written in the same
 * transaction as the change it made, conditioned on its absence, so a replayed event changes nothing
 * twice. Kept 90 days (`expiresAt`, TTL). The key keeps the id's case.
 */
export const paymentEventSchema = {
  model: { entity: 'paymentEvent', version: '1', service: 'folio' },
  attributes: {
    provider: { type: paymentProviders, required: true },
    eventId: { type: 'string', required: true },
    type: { type: 'string', required: true },
    /** What applying it did: `applied`, or `stale` (an older state than the one held: recorded only). */
    outcome: { type: ['applied', 'stale', 'ignored'] as const, required: true },
    receivedAt: { type: 'number', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byEvent: {
      pk: { field: 'pk', composite: ['provider', 'eventId'], casing: 'none' },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;
