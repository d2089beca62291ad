import type { CredentialItem, CredentialRepository } from './credential-repository.ts';
import { addressCredentialKey, createPasswordAttempts } from './attempts.ts';
import { hashPassword } from './hash.ts';

/**
 * The attempt loop over a credential store in memory: what DynamoDB's conditions do (a write loses
 * when the version moved) is the store's `conflicts` knob; the table itself is tests/integration.
 */
function memoryCredentials(initial?: CredentialItem, conflicts = 0) {
  let item = initial;
  let losses = conflicts;
  const saves: CredentialItem[] = [];
  const store: CredentialRepository = {
    findCredential: async () => item,
    async saveLockoutState(read, userId, state, at, extra = {}) {
      if (losses > 0) {
        losses -= 1;
        return false;
      }
      const passwordHash = extra.passwordHash ?? read?.passwordHash;
      item = {
        userId,
        ...state,
        ...(passwordHash ? { passwordHash } : {}),
        ...(extra.expiresAt ? { expiresAt: extra.expiresAt } : {}),
        version: (read?.version ?? 0) + 1,
        updatedAt: at,
      };
      saves.push(item);
      return true;
    },
    setPassword: async () => undefined,
  };
  return { store, saves };
}

const now = Date.UTC(2026, 2, 1, 12);

test('an address without an account is counted under a hashed key, with an expiry a day on', async () => {
  const key = addressCredentialKey('nobody@example.com');
  expect(key).toMatch(/^address:[0-9a-f]{64}$/);
  const { store, saves } = memoryCredentials();
  const attempts = createPasswordAttempts({ credentials: store, now: () => now });
  expect(await attempts.attempt(key, 'guess')).toEqual({
    outcome: { kind: 'invalid', failCount: 1 },
    counted: true,
  });
  expect(saves[0]).toMatchObject({ userId: key, failCount: 1, expiresAt: now / 1000 + 86_400 });
  expect(saves[0]?.passwordHash).toBeUndefined();
});

test('a user’s credential never expires', async () => {
  const { store, saves } = memoryCredentials({
    userId: 'u1',
    passwordHash: await hashPassword('right one'),
    updatedAt: 0,
  });
  await createPasswordAttempts({ credentials: store, now: () => now }).attempt('u1', 'wrong one');
  expect(saves[0]?.expiresAt).toBeUndefined();
});

test('a lost write is retried on the fresh state; a flood of them answers busy', async () => {
  const stored = { userId: 'u1', passwordHash: await hashPassword('right one'), updatedAt: 0 };
  const once = memoryCredentials(stored, 1);
  const attempts = createPasswordAttempts({ credentials: once.store, now: () => now });
  expect((await attempts.attempt('u1', 'wrong one')).outcome).toEqual({ kind: 'invalid', failCount: 1 });
  const flood = memoryCredentials(stored, 10);
  expect(
    await createPasswordAttempts({ credentials: flood.store, now: () => now }).attempt('u1', 'wrong one'),
  ).toEqual({
    outcome: { kind: 'busy' },
    counted: false,
  });
});

test('a right password with nothing to clear writes nothing; after failures it clears the count', async () => {
  const stored = { userId: 'u1', passwordHash: await hashPassword('right one'), updatedAt: 0 };
  const clean = memoryCredentials(stored);
  const attempts = createPasswordAttempts({ credentials: clean.store, now: () => now });
  expect(await attempts.attempt('u1', 'right one')).toEqual({ outcome: { kind: 'right' }, counted: false });
  expect(clean.saves).toEqual([]);
  await attempts.attempt('u1', 'wrong one');
  expect(await attempts.attempt('u1', 'right one')).toEqual({ outcome: { kind: 'right' }, counted: false });
  expect(clean.saves.at(-1)).toMatchObject({ failCount: 0 });
});

test('while locked, nothing is checked or written', async () => {
  const locked = memoryCredentials({ userId: 'u1', lockedOutUntil: now + 30_000, updatedAt: 0 });
  const attempts = createPasswordAttempts({ credentials: locked.store, now: () => now });
  expect(await attempts.attempt('u1', 'anything')).toEqual({
    outcome: { kind: 'soft', lockedOutUntil: now + 30_000 },
    counted: false,
  });
  expect(locked.saves).toEqual([]);
});
