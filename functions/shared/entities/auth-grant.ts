export const authOperations = ['login', 'register'] as const;

/**
 * Grants that sign in at the callback; `verify-email` grants only confirm an address. `google`: the
 * account token a Google one-tap credential was exchanged for (functions/auth/one-tap/), naming its user.
 */
export const signInGrantKinds = ['link', 'code', 'password', 'google'] as const;
export const authGrantKinds = [...signInGrantKinds, 'verify-email'] as const;
export type AuthGrantKind = (typeof authGrantKinds)[number];

/**
 * A single-use permission: to sign in as the owner of an e-mail address (the magic link's token, the
 * token a verified login code or a right password is exchanged for), or to make `email` the address
 * of user `userId` (`verify-email`, /m/account/confirm/{key}). Kept by the token's SHA-256, consumed
 * with a condition on `usedAt` and `kind`, so a link works once and only where it belongs;
 * `expiresAt` (TTL, epoch seconds) ends it.
 */
export const authGrantSchema = {
  model: { entity: 'authGrant', version: '1', service: 'folio' },
  attributes: {
    tokenHash: { type: 'string', required: true },
    kind: { type: authGrantKinds, required: true },
    email: { type: 'string', required: true },
    /** The account a password, google or verify-email grant is for; sign-in by e-mail finds it by address. */
    userId: { type: 'string' },
    /** Sign-in grants only. */
    operation: { type: authOperations },
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
