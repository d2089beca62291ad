/**
 * A token for the API (Security settings › Integration tokens). Kept by the token's SHA-256, as
 * sessions are: the token itself is shown once, when it is created, and a copy of the table grants
 * nothing. Deleting the item revokes it.
 */
export const integrationTokenSchema = {
  model: { entity: 'integrationToken', version: '1', service: 'folio' },
  attributes: {
    tokenHash: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    description: { type: 'string', required: true },
    createdAt: { type: 'number', required: true, readOnly: true },
    /** Epoch ms, written at most once an hour by the authorizer. */
    lastUsedAt: { type: 'number' },
  },
  indexes: {
    byTokenHash: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
    /** A user's tokens, newest first (listed in Security settings). */
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
} as const;
