import { authPaths } from '#contract/auth-paths.ts';
import { emailCallbackUrl, signedInTarget } from './callback-url.ts';
import { socialStartUrl } from './social-providers.ts';

describe('the target after signing in', () => {
  it('is the return address as it is for most entry points', () => {
    expect(signedInTarget('/@ada/story-1a2b', 'follow')).toBe('/@ada/story-1a2b');
    expect(signedInTarget('/@ada/story-1a2b', undefined)).toBe('/@ada/story-1a2b');
  });

  it('says skipOnboarding=1 for the entry points that skip onboarding, before any hash', () => {
    expect(signedInTarget('/@ada/story-1a2b', 'clap')).toBe('/@ada/story-1a2b?skipOnboarding=1');
    expect(signedInTarget('/p/1a2b?source=home#respond', 'respond')).toBe(
      '/p/1a2b?source=home&skipOnboarding=1#respond',
    );
    expect(signedInTarget('https://ada.folio.test/story', 'highlight')).toBe(
      'https://ada.folio.test/story?skipOnboarding=1',
    );
  });
});

describe('the e-mail callback (spec 2 §4)', () => {
  it('carries the token, the operation and the target as state', () => {
    const url = new URL(
      emailCallbackUrl('https://folio.test', 'tok/en+1', 'register', '/p/1a2b?skipOnboarding=1'),
    );
    expect(url.origin).toBe('https://folio.test');
    expect(url.pathname).toBe(authPaths.emailCallback);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'tok/en+1',
      operation: 'register',
      state: '/p/1a2b?skipOnboarding=1',
    });
  });
});

const startPaths = {
  apple: authPaths.startApple,
  facebook: authPaths.connectFacebook,
  google: authPaths.connectGoogle,
  twitter: authPaths.authenticateTwitter,
};

describe('social sign-in (spec 2 §4)', () => {
  it.each(['apple', 'facebook', 'google', 'twitter'] as const)(
    'starts %s on the auth domain with state provider|target|operation',
    (provider) => {
      const url = new URL(socialStartUrl('https://folio.test', provider, '/@ada|x?y=1', 'login'));
      expect(url.origin).toBe('https://folio.test');
      expect(url.pathname).toBe(startPaths[provider]);
      const [name, target, operation, ...rest] = url.searchParams.get('state')!.split('|');
      expect({ name, target: decodeURIComponent(target!), operation, rest }).toEqual({
        name: provider,
        target: '/@ada|x?y=1',
        operation: 'login',
        rest: [],
      });
    },
  );
});
