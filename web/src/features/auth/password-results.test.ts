import { passwordSignInResult } from './password-results.ts';

const now = 1_700_000_000_000;

describe('signInWithPassword answers (spec 2 §8)', () => {
  it('sign in with the AccountToken', () => {
    expect(passwordSignInResult({ __typename: 'AccountToken', value: 't' }, now)).toEqual({
      kind: 'signed-in',
      token: 't',
    });
  });

  it('count the attempts left on InvalidPassword, without a lockout', () => {
    expect(passwordSignInResult({ __typename: 'InvalidPassword', message: 'x', failCount: 2 }, now)).toEqual({
      kind: 'error',
      message:
        'That password was incorrect. You have 4 more attempts before your account is locked for 1 minute.',
      lockout: false,
      offerMagicLink: false,
    });
  });

  it('state the minutes of a soft lockout and the days of an IP lockout, as lockouts', () => {
    const soft = passwordSignInResult(
      { __typename: 'PasswordSoftLockout', message: 'x', lockedOutUntil: now + 61_000 },
      now,
    );
    expect(soft).toMatchObject({
      message: 'Due to too many password attempts, your account is locked for 2 minutes',
      lockout: true,
      offerMagicLink: false,
    });
    const ip = passwordSignInResult(
      { __typename: 'IpAuthLockout', message: 'x', lockedOutUntil: now + 1 },
      now,
    );
    expect(ip).toMatchObject({
      message: 'For security reasons, you cannot sign in from this network for 1 day.',
      lockout: true,
    });
  });

  it('offer the magic link after a permanent lockout', () => {
    expect(passwordSignInResult({ __typename: 'PasswordPermanentLockout', message: 'x' }, now)).toMatchObject(
      {
        message:
          'Due to security reasons, you can no longer sign in with password. Recover your password by requesting a magic link below.',
        lockout: true,
        offerMagicLink: true,
      },
    );
  });

  it('say Please try again. otherwise, and the server’s words when rate limited', () => {
    expect(passwordSignInResult({ __typename: 'Failed' }, now)).toMatchObject({
      message: 'Please try again.',
    });
    expect(passwordSignInResult({ __typename: 'BadRequest', message: 'bad' }, now)).toMatchObject({
      message: 'Please try again.',
    });
    expect(passwordSignInResult({ __typename: 'RateLimited', message: 'Slow down.' }, now)).toMatchObject({
      message: 'Slow down.',
      lockout: false,
    });
  });
});
