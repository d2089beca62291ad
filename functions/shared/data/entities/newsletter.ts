/** Spec 3 §3 "Newsletter V3": a writer's newsletter, or a publication's. */
export const newsletterTypes = ['AUTHOR', 'COLLECTION'] as const;

/**
 * A newsletter (NewsletterV3). An AUTHOR newsletter's id is derived from its writer's id
 * (functions/shared/data/newsletter-id.ts), so creating it lazily twice at once makes one (decision 152).
 * `subscriberCount` moves only in the transaction of a subscription (newsletter-subscription.ts).
 */
export const newsletterSchema = {
  model: { entity: 'newsletter', version: '1', service: 'folio' },
  attributes: {
    id: { type: 'string', required: true },
    type: { type: newsletterTypes, required: true },
    /** The writer (AUTHOR) or the publication (COLLECTION) whose newsletter it is. */
    ownerId: { type: 'string', required: true },
    slug: { type: 'string', required: true },
    name: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    showPromo: { type: 'boolean', default: true },
    /** Its e-mails carry an open pixel and click redirects (decision 165); its owner may turn them off. */
    tracksOpensAndClicks: { type: 'boolean', default: true },
    subscriberCount: { type: 'number', default: 0 },
    /** Epoch ms. */
    createdAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
