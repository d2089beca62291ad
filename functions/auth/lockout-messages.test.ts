import { lockoutKinds, lockoutMessage } from './lockout-messages.ts';

const now = Date.UTC(2026, 2, 1, 12);

test.each([
  [1, 5],
  [5, 1],
])('InvalidPassword with failCount %i leaves %i attempt(s)', (failCount, left) => {
  expect(lockoutMessage('InvalidPassword', { failCount })).toBe(
    `That password was incorrect. You have ${left} more attempt(s) before your account is locked for 1 minute.`,
  );
});

test('soft lockouts count minutes rounded up (60000 ms), at least one', () => {
  const soft = (ms: number) => lockoutMessage('PasswordSoftLockout', { lockedOutUntil: now + ms, now });
  expect(soft(60_000)).toBe('Due to too many password attempts, your account is locked for 1 minute(s)');
  expect(soft(60_001)).toBe('Due to too many password attempts, your account is locked for 2 minute(s)');
  expect(soft(1)).toContain('locked for 1 minute(s)');
  expect(soft(-5)).toContain('locked for 1 minute(s)');
});

test('the IP lockout counts days rounded up (86400000 ms)', () => {
  const ip = (ms: number) => lockoutMessage('IpAuthLockout', { lockedOutUntil: now + ms, now });
  expect(ip(3_600_000)).toBe('For security reasons, you cannot sign in from this network for 1 day(s).');
  expect(ip(86_400_001)).toBe('For security reasons, you cannot sign in from this network for 2 day(s).');
});

test('the permanent and two-factor texts are the spec’s', () => {
  expect(lockoutMessage('PasswordPermanentLockout')).toBe(
    'Due to security reasons, you can no longer sign in with password. Recover your password by requesting a magic link below.',
  );
  expect(lockoutMessage('InvalidTwoFactorAuthCode', { failCount: 2 })).toBe(
    'That verification code was incorrect. You have 4 more attempt(s) before your account is locked for 1 minute.',
  );
  expect(lockoutMessage('TwoFactorAuthSoftLockout', { lockedOutUntil: now + 120_000, now })).toBe(
    'You reached your maximum number of attempts. Your account will be locked for 2 minute(s).',
  );
  expect(lockoutMessage('TwoFactorAuthPermanentLockout')).toBe(
    'Your account has been locked, because you have attempted to enter a verification code too many times.',
  );
});

test('every kind has a sentence', () => {
  for (const kind of lockoutKinds) expect(lockoutMessage(kind, { now }).length).toBeGreaterThan(20);
});
