import { authErrorMessage, DEFAULT_AUTH_ERROR, isLockout, remainingAttempts } from './auth-messages.ts';

const now = 1_700_000_000_000;

describe('authErrorMessage (spec 2 §8)', () => {
  it.each([
    [1, 'That password was incorrect. You have 5 more attempts before your account is locked for 1 minute.'],
    [5, 'That password was incorrect. You have 1 more attempt before your account is locked for 1 minute.'],
    [9, 'That password was incorrect. You have 0 more attempts before your account is locked for 1 minute.'],
  ])('InvalidPassword with failCount %p', (failCount, text) => {
    expect(authErrorMessage({ type: 'InvalidPassword', failCount, now })).toBe(text);
  });

  it('InvalidTwoFactorAuthCode uses the same attempt wording', () => {
    expect(authErrorMessage({ type: 'InvalidTwoFactorAuthCode', failCount: 4, now })).toBe(
      'That verification code was incorrect. You have 2 more attempts before your account is locked for 1 minute.',
    );
  });

  it.each([
    [60_000, '1 minute'],
    [59_700, '1 minute'],
    [60_001, '2 minutes'],
    [1, '1 minute'],
    [-5_000, '1 minute'],
    [9 * 60_000 + 30_000, '10 minutes'],
  ])('PasswordSoftLockout rounds %p ms up to %p', (left, words) => {
    expect(authErrorMessage({ type: 'PasswordSoftLockout', lockedOutUntil: now + left, now })).toBe(
      `Due to too many password attempts, your account is locked for ${words}`,
    );
  });

  it('TwoFactorAuthSoftLockout counts minutes', () => {
    expect(authErrorMessage({ type: 'TwoFactorAuthSoftLockout', lockedOutUntil: now + 120_000, now })).toBe(
      'You reached your maximum number of attempts. Your account will be locked for 2 minutes.',
    );
  });

  it.each([
    [86_400_000, '1 day'],
    [86_400_001, '2 days'],
    [3 * 86_400_000 - 1, '3 days'],
  ])('IpAuthLockout rounds %p ms up to %p', (left, words) => {
    expect(authErrorMessage({ type: 'IpAuthLockout', lockedOutUntil: now + left, now })).toBe(
      `For security reasons, you cannot sign in from this network for ${words}.`,
    );
  });

  it('permanent lockouts have fixed texts', () => {
    expect(authErrorMessage({ type: 'PasswordPermanentLockout' })).toBe(
      'Due to security reasons, you can no longer sign in with password. Recover your password by requesting a magic link below.',
    );
    expect(authErrorMessage({ type: 'TwoFactorAuthPermanentLockout' })).toBe(
      'Your account has been locked, because you have attempted to enter a verification code too many times.',
    );
  });

  it('anything else is the default', () => {
    expect(authErrorMessage({ type: 'RateLimited' })).toBe(DEFAULT_AUTH_ERROR);
    expect(DEFAULT_AUTH_ERROR).toBe('Please try again.');
  });

  it('counts the attempts as 6 minus the fail count', () => {
    expect(remainingAttempts(0)).toBe(6);
    expect(remainingAttempts(undefined)).toBe(6);
    expect(remainingAttempts(6)).toBe(0);
  });

  it('tells lockouts from single wrong attempts', () => {
    expect(isLockout('PasswordSoftLockout')).toBe(true);
    expect(isLockout('IpAuthLockout')).toBe(true);
    expect(isLockout('InvalidPassword')).toBe(false);
  });
});
