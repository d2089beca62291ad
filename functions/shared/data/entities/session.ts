/**
 * A signed-in browser. The cookie carries `{id}.{signature}`; the table keeps only the id's SHA-256, so
 * a copy of the table signs nobody in. Deleting the item revokes the session; `expiresAt` (TTL) ends it.
 */
export const sessionSchema = {
  model: { entity: 'session', version: '1', service: 'folio' },
  attributes: {
    idHash: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    /** Sent back by the browser on every mutation and on sign-out (x-xsrf-token, /m/signout/{xsrf}). */
    xsrf: { type: 'string', required: true },
    createdAt: { type: 'number', required: true, readOnly: true },
    lastSeenAt: { type: 'number', required: true },
    /** How the session began: email, password, or an OIDC provider's name. */
    method: { type: 'string', required: true },
    userAgent: { type: 'string', default: '' },
    ip: { type: 'string', default: '' },
    /** Epoch seconds. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byIdHash: { pk: { field: 'pk', composite: ['idHash'] }, sk: { field: 'sk', composite: [] } },
    /** A user's sessions, newest first (Security settings lists and revokes them). */
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
} as const;
