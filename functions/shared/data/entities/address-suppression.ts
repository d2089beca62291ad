/** Why an address is never sent a newsletter again (decision 163): SES said it cannot or must not. */
export const suppressionReasons = ['PERMANENT_BOUNCE', 'COMPLAINT'] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

/**
 * An e-mail address the newsletter sender never sends to again (issue #15, decision 163): made once, by
 * a conditional Put, from SES's first permanent bounce or complaint for it. Keyed by the normalised
 * address (trimmed, lower case), so the sender asks for a batch's addresses in one BatchGetItem.
 */
export const addressSuppressionSchema = {
  model: { entity: 'addressSuppression', version: '1', service: 'folio' },
  attributes: {
    address: { type: 'string', required: true },
    reason: { type: suppressionReasons, required: true },
    /** SES's bounce subtype or complaint feedback type, as told (e.g. General, abuse). */
    detail: { type: 'string' },
    /** Epoch ms. */
    suppressedAt: { type: 'number', required: true },
  },
  indexes: {
    byAddress: { pk: { field: 'pk', composite: ['address'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
