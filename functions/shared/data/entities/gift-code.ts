import { giftTypes } from '#contract/gift-plans.ts';

/**
 * One gifted membership (functions/memberships/gifts): its key is the SHA-256 of the code the recipient
 * was e-mailed, never the code. Redeemed once: the redeeming write is conditioned on `redeemedAt`'s
 * absence and on `expiresAt`, in one transaction with the reader's gift tier.
 */
export const giftCodeSchema = {
  model: { entity: 'giftCode', version: '1', service: 'folio' },
  attributes: {
    codeHash: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    giftType: { type: giftTypes, required: true },
    tier: { type: ['MEMBER', 'FRIEND'] as const, required: true },
    months: { type: 'number', required: true },
    recipientEmail: { type: 'string', required: true },
    createdAt: { type: 'number', required: true },
    /** Epoch ms: after it the code answers EXPIRED. */
    expiresAt: { type: 'number', required: true },
    redeemedBy: { type: 'string' },
    redeemedAt: { type: 'number' },
  },
  indexes: {
    byCode: {
      pk: { field: 'pk', composite: ['codeHash'], casing: 'none' },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;
