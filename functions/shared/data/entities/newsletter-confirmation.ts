/**
 * A pending confirmation (decision 173): an imported address whose consent the importer did not declare,
 * asked once by e-mail whether it wants the newsletter. Keyed by newsletter and `addressId` (the
 * address's derived id), in no index: the fan-out and the counts, which read `byNewsletter`, never see
 * it. The e-mail is claimed first (`claimedAt`, a conditional Put) and marked `sentAt` after, so a
 * retried chunk sends it once; `confirmedAt` is set when the link's POST subscribes. Kept 30 days
 * (`expiresAt`, also the link's end): within them the address is not asked again.
 */
export const newsletterConfirmationSchema = {
  model: { entity: 'newsletterConfirmation', version: '1', service: 'folio' },
  attributes: {
    newsletterId: { type: 'string', required: true },
    addressId: { type: 'string', required: true },
    /** The normalised address the e-mail went to. */
    address: { type: 'string', required: true },
    /** The import that asked. */
    importId: { type: 'string', required: true },
    /** Epoch ms. */
    claimedAt: { type: 'number', required: true },
    sentAt: { type: 'number' },
    confirmedAt: { type: 'number' },
    /** Epoch seconds (the table's TTL and the link's expiry). */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    /** The table's own key: one item per (newsletter, address). */
    byNewsletterAddress: {
      pk: { field: 'pk', composite: ['newsletterId'] },
      sk: { field: 'sk', composite: ['addressId'] },
    },
  },
} as const;

/** How long an address may confirm, and is not asked again: 30 days. */
export const confirmationKeptSeconds = 30 * 24 * 60 * 60;
