/**
 * The password side of an account, kept apart from the user item so that no read of a user (profiles,
 * the authorizer) ever carries a password hash. The item also counts wrong passwords and holds the
 * lockouts of spec 2 §8–9 (functions/auth/password/lockout.ts).
 *
 * `userId` is the user's id; an address without an account (or without a password) is counted under
 * `address:{sha256(address)}`, so wrong guesses against it answer exactly like guesses against a
 * real account and reveal nothing; such an item expires a day after its last wrong password (when a
 * real account's count would start again too), unless it is permanently locked. Written with a condition on `version`, so two attempts
 * at once cannot both count from the same state.
 */
export const credentialSchema = {
  model: { entity: 'credential', version: '1', service: 'folio' },
  attributes: {
    userId: { type: 'string', required: true },
    /** `$scrypt$ln=15,r=8,p=1${salt}${hash}` (functions/auth/password/hash.ts); absent: no password. */
    passwordHash: { type: 'string' },
    /** Wrong passwords since the last success or lockout. */
    failCount: { type: 'number', default: 0 },
    /** Epoch ms of the last wrong password: a day later the count starts again. */
    lastFailureAt: { type: 'number', default: 0 },
    /** Epoch ms; a soft lockout lasts until then. */
    lockedOutUntil: { type: 'number', default: 0 },
    /** Soft lockouts since `softLockoutsSince` (epoch ms), within one day. */
    softLockouts: { type: 'number', default: 0 },
    softLockoutsSince: { type: 'number', default: 0 },
    /** Password sign-in refused until the reader sets a new password after an e-mail sign-in. */
    permanentlyLocked: { type: 'boolean', default: false },
    /** Incremented by every write: the optimistic-concurrency condition. */
    version: { type: 'number', default: 0 },
    updatedAt: { type: 'number', required: true },
    /** Epoch seconds (TTL): only for the items of addresses without an account, never when locked for good. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    byUserId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
