import { giftTypes } from '#contract/gift-plans.ts';
import { membershipCurrencies } from '#contract/membership-plans.ts';

/**
 * A buyer's gift purchase (functions/memberships/gifts): made when the checkout starts, PAID by the
 * verified `checkout.session.completed` that names it, in one transaction with its codes and the event.
 * The plain codes wait here (`pendingCodes`) only until their e-mails are queued, then are removed:
 * afterwards only their hashes exist (`giftCode`).
 */
export const giftOrderSchema = {
  model: { entity: 'giftOrder', version: '1', service: 'folio' },
  attributes: {
    orderId: { type: 'string', required: true },
    buyerId: { type: 'string', required: true },
    giftType: { type: giftTypes, required: true },
    tier: { type: ['MEMBER', 'FRIEND'] as const, required: true },
    months: { type: 'number', required: true },
    currency: { type: membershipCurrencies, required: true },
    /** Cents per recipient, from the price table at checkout; the total is this × recipients. */
    unitAmount: { type: 'number', required: true },
    recipients: { type: 'list', items: { type: 'string' }, required: true },
    /** Where the recipients' redeem links point (the site the buyer bought on). */
    siteOrigin: { type: 'string', required: true },
    status: { type: ['PENDING', 'PAID'] as const, default: 'PENDING' },
    pendingCodes: { type: 'list', items: { type: 'string' } },
    createdAt: { type: 'number', required: true },
    /** Epoch ms. */
    paidAt: { type: 'number' },
    emailedAt: { type: 'number' },
  },
  indexes: {
    byOrder: { pk: { field: 'pk', composite: ['orderId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
