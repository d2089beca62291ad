export const claimKinds = ['username', 'email', 'collectionSlug', 'domain'] as const;

/**
 * A unique value held by one owner (a username, an e-mail address, a publication slug, a custom domain). Written in the
 * same transaction as its owner with an attribute_not_exists condition, so two owners can never share one.
 */
export const claimSchema = {
  model: { entity: 'claim', version: '1', service: 'folio' },
  attributes: {
    kind: { type: claimKinds, required: true },
    value: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
  },
  indexes: {
    byValue: { pk: { field: 'pk', composite: ['kind', 'value'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
