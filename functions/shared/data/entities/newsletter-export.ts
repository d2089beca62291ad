/** Where an export is: its CSV being written, or written and downloadable until `expiresAt`. */
export const newsletterExportStates = ['WRITING', 'READY'] as const;

/**
 * One export of a newsletter's subscribers (decision 176): who asked for it, of which newsletter, where
 * its CSV is kept, and until when it may be downloaded. Only its requester gets a download address,
 * while they manage the newsletter and until `expiresAt`; the table's TTL then removes the item, and
 * the bucket's lifecycle rule the file (`_/download/`, 8 days).
 */
export const newsletterExportSchema = {
  model: { entity: 'newsletterExport', version: '1', service: 'folio' },
  attributes: {
    id: { type: 'string', required: true },
    newsletterId: { type: 'string', required: true },
    requestedBy: { type: 'string', required: true },
    /** The CSV's key in the object store (under `_/download/`). */
    objectKey: { type: 'string', required: true },
    state: { type: newsletterExportStates, required: true },
    /** Addresses in the file, once it is written. */
    addressCount: { type: 'number' },
    /** Epoch ms. */
    createdAt: { type: 'number', required: true, readOnly: true },
    /** Epoch seconds (the table's TTL): 7 days after the file is written, downloads stop. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
