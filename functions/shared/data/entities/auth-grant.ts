export const authOperations = ['login', 'register'] as const;

/**
 * Grants that sign in at the callback; `verify-email` grants only confirm an address. `google`: the
 * account token a Google one-tap credential was exchanged for (functions/auth/one-tap/), naming its user.
 */
export const signInGrantKinds = ['link', 'code', 'password', 'google'] as const;
/**
 * `handoff`: a session passed from the auth domain to another host of Folio's (a publication's custom
 * domain, a writer's subdomain), naming its user and that host (functions/auth/handoff/).
 */
export const authGrantKinds = [...signInGrantKinds, 'verify-email', 'handoff'] as const;
export type AuthGrantKind = (typeof authGrantKinds)[number];

/**
 * A single-use permission: to sign in as the owner of an e-mail address (the magic link's token, the
 * token a verified login code or a right password is exchanged for), to make `email` the address
 * of user `userId` (`verify-email`, /m/account/confirm/{key}), or to open a session of user `userId`
 * on `host` (`handoff`, /m/callback/session on that host). Kept by the token's SHA-256, consumed
 * with a condition on `usedAt` and `kind`, so a link works once and only where it belongs;
 * `expiresAt` (TTL, epoch seconds) ends it.
 */
export const authGrantSchema = {
  model: { entity: 'authGrant', version: '1', service: 'folio' },
  attributes: {
    tokenHash: { type: 'string', required: true },
    kind: { type: authGrantKinds, required: true },
    /** The address an e-mail sign-in or verify-email grant is for; a handoff names its user only. */
    email: { type: 'string' },
    /** The account a password, google, verify-email or handoff grant is for; sign-in by e-mail finds it by address. */
    userId: { type: 'string' },
    /** Handoff grants only: the host (lower-case, with its port if any) the session is opened on. */
    host: { type: 'string' },
    /** Sign-in grants only. */
    operation: { type: authOperations },
    fullName: { type: 'string' },
    redirect: { type: 'string' },
    /**
     * Sign-in grants only: the SHA-256 of the binding of the browser that asked for it
     * (functions/auth/email-sign-in/binding.ts). That browser signs in at once; any other is asked to
     * confirm. Absent: every browser is asked.
     */
    bindingHash: { type: 'string' },
    /**
     * Link grants only: the newsletter the link subscribes its account to once it is used, consent
     * recorded (sendNewsletterSubscriptionAcctAuthEmail, decision 159). Nothing is subscribed before.
     */
    newsletterV3Id: { type: 'string' },
    createdAt: { type: 'number', required: true, readOnly: true },
    usedAt: { type: 'number' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byTokenHash: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
