import { paymentProviders } from './membership.ts';

/**
 * A provider's customer and the reader it is: how a webhook, which names only the customer, finds the
 * membership. Written once, with the first checkout. The key keeps the provider's id's case (Stripe
 * ids are case-sensitive), unlike ElectroDB's default.
 */
export const paymentCustomerSchema = {
  model: { entity: 'paymentCustomer', version: '1', service: 'folio' },
  attributes: {
    provider: { type: paymentProviders, required: true },
    customerId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    createdAt: { type: 'number', required: true },
  },
  indexes: {
    byCustomer: {
      pk: { field: 'pk', composite: ['provider', 'customerId'], casing: 'none' },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;
