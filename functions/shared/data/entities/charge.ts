import { membershipCurrencies } from '#contract/membership-plans.ts';
import { paymentMethodKinds, paymentProviders } from './membership.ts';

/** Spec 3 §3 charge or payment product kinds. */
export const chargeProductKinds = [
  'ANNUAL',
  'MONTHLY',
  'PREMIUM_ANNUAL',
  'PREMIUM_MONTHLY',
  'CUSTOM_DOMAIN',
  'GIFT',
  'GROUP_GIFT',
] as const;
export type ChargeProductKind = (typeof chargeProductKinds)[number];

/** A charge paid, declined, or paid and then refunded in full. */
export const chargeStatuses = ['PAID', 'FAILED', 'REFUNDED'] as const;
export type ChargeStatus = (typeof chargeStatuses)[number];

/**
 * One payment a reader made or attempted (spec 3 §3 charge V2; billing history and receipts), a
 * projection of the provider's charge written only by its verified webhooks (functions/memberships/billing,
 * decision 146): keyed by the provider's charge id, so a replay or a later event of the same charge
 * writes the same item; `stateAt` (the event's epoch seconds) keeps an older event from undoing a newer
 * one. The payer's history is gsi1, newest first.
 */
export const chargeSchema = {
  model: { entity: 'charge', version: '1', service: 'folio' },
  attributes: {
    provider: { type: paymentProviders, required: true },
    /** The provider's charge (Stripe `ch_…`). */
    chargeId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    /** Epoch ms: when the payment was made or attempted. */
    createdAt: { type: 'number', required: true },
    productKind: { type: chargeProductKinds, required: true },
    status: { type: chargeStatuses, required: true },
    currency: { type: membershipCurrencies, required: true },
    /** Cents: the price before a discount, the discount, and what was charged (subtotal less discount). */
    subtotal: { type: 'number', required: true },
    discount: { type: 'number', required: true },
    amount: { type: 'number', required: true },
    amountRefunded: { type: 'number', default: 0 },
    /** The provider's receipt number; a declined charge has none. */
    receiptNumber: { type: 'string' },
    paymentMethod: {
      type: 'map',
      properties: {
        kind: { type: paymentMethodKinds, required: true },
        cardType: { type: 'string' },
        expirationMonth: { type: 'number' },
        expirationYear: { type: 'number' },
        lastFour: { type: 'string' },
      },
    },
    /** Gift memberships: the order it paid for. */
    giftOrderId: { type: 'string' },
    stateAt: { type: 'number', required: true },
    updatedAt: { type: 'number', required: true },
  },
  indexes: {
    byCharge: {
      pk: { field: 'pk', composite: ['provider', 'chargeId'], casing: 'none' },
      sk: { field: 'sk', composite: [] },
    },
    /** The payer's charges, newest first (billing history). */
    byPayer: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
} as const;
