import { availableMethods } from './social-providers.ts';

describe('the sign-in methods offered (spec 2 §2)', () => {
  it('are Apple, Facebook, Google, X and e-mail for sign-in; Facebook, Google and e-mail for sign-up', () => {
    expect(availableMethods('login', {}, false).sort()).toEqual([
      'apple',
      'email',
      'facebook',
      'google',
      'twitter',
    ]);
    expect(availableMethods('register', {}, false).sort()).toEqual(['email', 'facebook', 'google']);
  });

  it.each([
    ['disable_login_apple', 'apple'],
    ['disable_login_facebook', 'facebook'],
    ['disable_login_google', 'google'],
    ['disable_login_twitter', 'twitter'],
    ['disable_login_email', 'email'],
  ] as const)('leave a method out when %s is set', (flag, method) => {
    expect(availableMethods('login', { [flag]: true }, false)).not.toContain(method);
    expect(availableMethods('login', { [flag]: false }, false)).toContain(method);
  });

  it('leave Facebook out of sign-up when its flag is set', () => {
    expect(availableMethods('register', { disable_login_facebook: true }, false)).toEqual([
      'google',
      'email',
    ]);
  });

  it('hide Google inside in-app browsers', () => {
    expect(availableMethods('login', {}, true)).not.toContain('google');
    expect(availableMethods('register', {}, true)).toEqual(['facebook', 'email']);
  });
});
