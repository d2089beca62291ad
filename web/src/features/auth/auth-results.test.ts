import { isLoginCode, loginCodeError, sendResult } from './auth-results.ts';

describe('SendAcctAuthEmail answers (spec 2 §4, §7, §8)', () => {
  it('go to the inbox with the method the e-mail was sent by', () => {
    expect(sendResult({ __typename: 'SusiMethod', value: 'code' })).toEqual({ kind: 'sent', method: 'code' });
  });

  it('go to UNRECOGNIZED_EMAIL on NotFound', () => {
    expect(sendResult({ __typename: 'NotFound', message: 'No account.' })).toEqual({ kind: 'unrecognized' });
  });

  it('say reCAPTCHA failed, with help, on FailedChallenge', () => {
    expect(sendResult({ __typename: 'FailedChallenge', message: 'x' })).toEqual({
      kind: 'error',
      message: 'reCAPTCHA verification failed.',
      help: true,
    });
  });

  it.each(['BadRequest', 'RateLimited'] as const)('say Please try again. on %s', (typename) => {
    expect(sendResult({ __typename: typename, message: 'x' })).toEqual({
      kind: 'error',
      message: 'Please try again.',
    });
  });

  it('say Please try again. on a network error', () => {
    expect(sendResult({ __typename: 'Failed' })).toEqual({ kind: 'error', message: 'Please try again.' });
  });
});

describe('VerifyLoginCode answers (spec 2 §8)', () => {
  it('are no error for a token', () => {
    expect(loginCodeError({ __typename: 'AccountToken', value: 't' })).toBeNull();
  });

  it('show the message of TooManyRequests, else Too many attempts', () => {
    expect(loginCodeError({ __typename: 'TooManyRequests', message: 'Wait a minute.' })).toBe(
      'Wait a minute.',
    );
    expect(loginCodeError({ __typename: 'TooManyRequests', message: '' })).toBe(
      'Too many attempts. Please try again later.',
    );
  });

  it.each(['BadRequest', 'NotFound', 'RateLimited'] as const)(
    'show the message of %s, else Invalid code.',
    (typename) => {
      expect(loginCodeError({ __typename: typename, message: 'That code has expired.' })).toBe(
        'That code has expired.',
      );
      expect(loginCodeError({ __typename: typename, message: '' })).toBe('Invalid code.');
    },
  );

  it('say Please try again. on a network error', () => {
    expect(loginCodeError({ __typename: 'Failed' })).toBe('Please try again.');
  });
});

describe('a login code (spec 2 §5)', () => {
  it('is exactly 6 digits', () => {
    expect(isLoginCode('012345')).toBe(true);
    for (const code of ['12345', '1234567', '12345a', '１２３４５６', '', '12 345'])
      expect(isLoginCode(code)).toBe(false);
  });
});
