/** What a social sign-in was started for: sign in, sign up, or connect a provider to the signed-in viewer. */
export const oidcOperations = ['login', 'register', 'connect'] as const;

/**
 * One social sign-in in flight (functions/auth/oidc): created when the browser leaves for the provider,
 * spent once when it comes back to /m/callback/authenticate (or, Apple, /m/callback/apple). Kept by
 * the SHA-256 of the random `state` sent to the provider; holds the PKCE verifier and the nonce, which
 * never reach the browser, and the hash of the browser-binding cookie, so a callback only works in the
 * browser that started it.
 * Consumed with a condition on `usedAt` (a replayed callback is refused); `expiresAt` (TTL, epoch
 * seconds) ends it after 10 minutes.
 */
export const oidcAttemptSchema = {
  model: { entity: 'oidcAttempt', version: '1', service: 'folio' },
  attributes: {
    stateHash: { type: 'string', required: true },
    /** Lower-case provider name (functions/auth/core/identity/providers.ts). */
    provider: { type: 'string', required: true },
    operation: { type: oidcOperations, required: true },
    /**
     * Where the browser goes afterwards: a target safeRedirectTarget kept, or a hand-off candidate on
     * another host, checked when the session is handed off (functions/auth/handoff/).
     */
    target: { type: 'string', required: true },
    /** For `connect`: the signed-in viewer the provider will be linked to. */
    viewerId: { type: 'string' },
    nonce: { type: 'string', required: true },
    codeVerifier: { type: 'string', required: true },
    browserHash: { type: 'string', required: true },
    createdAt: { type: 'number', required: true, readOnly: true },
    usedAt: { type: 'number' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byStateHash: { pk: { field: 'pk', composite: ['stateHash'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
