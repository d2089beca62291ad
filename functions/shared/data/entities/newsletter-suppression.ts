import { suppressionReasons } from './address-suppression.ts';

/**
 * A newsletter's subscriber whose address was suppressed by an e-mail of that newsletter (decision
 * 163): written in the transaction that suppresses the address, so the newsletter's owner sees who
 * will not receive it any more, and why. Holds the address: only the owner's stats read it.
 */
export const newsletterSuppressionSchema = {
  model: { entity: 'newsletterSuppression', version: '1', service: 'folio' },
  attributes: {
    newsletterId: { type: 'string', required: true },
    address: { type: 'string', required: true },
    recipientId: { type: 'string' },
    reason: { type: suppressionReasons, required: true },
    /** Epoch ms. */
    suppressedAt: { type: 'number', required: true },
  },
  indexes: {
    byNewsletter: {
      pk: { field: 'pk', composite: ['newsletterId'] },
      sk: { field: 'sk', composite: ['address'] },
    },
  },
} as const;
