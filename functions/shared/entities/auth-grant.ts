export const authOperations = ['login', 'register'] as const;

/**
 * A single-use permission to sign in as the owner of an e-mail address: the magic link's token, or the
 * token a verified login code is exchanged for. Kept by the token's SHA-256; consumed with a condition
 * on `usedAt`, so a link works once; `expiresAt` (TTL, epoch seconds) ends it.
 */
export const authGrantSchema = {
  model: { entity: 'authGrant', version: '1', service: 'folio' },
  attributes: {
    tokenHash: { type: 'string', required: true },
    kind: { type: ['link', 'code'] as const, required: true },
    email: { type: 'string', required: true },
    operation: { type: authOperations, required: true },
    fullName: { type: 'string' },
    redirect: { type: 'string' },
    createdAt: { type: 'number', required: true, readOnly: true },
    usedAt: { type: 'number' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byTokenHash: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
