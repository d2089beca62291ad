import { isInsideAuthDomain, redirectTarget, signInPageHref } from './sign-in-request.ts';

const auth = 'https://folio.test';

describe('the return address (spec 2 §2)', () => {
  const here = 'https://folio.test/@ada/story-1a2b?source=home#part';

  it('is redirectTo first', () => {
    expect(
      redirectTarget({ operation: 'login', redirectTo: '/me/lists', postUrl: '/p/1a2b' }, here, auth),
    ).toBe('/me/lists');
  });

  it('else the post’s URL', () => {
    expect(redirectTarget({ operation: 'login', postUrl: 'https://folio.test/p/1a2b' }, here, auth)).toBe(
      'https://folio.test/p/1a2b',
    );
  });

  it('else the current location: a path on the auth domain, its whole URL elsewhere', () => {
    expect(redirectTarget({ operation: 'login' }, here, auth)).toBe('/@ada/story-1a2b?source=home#part');
    expect(redirectTarget({ operation: 'login' }, 'https://ada.blog/story-1a2b', auth)).toBe(
      'https://ada.blog/story-1a2b',
    );
  });

  it('keeps a path of this host as it is', () => {
    expect(redirectTarget({ operation: 'login' }, '/p/1a2b', auth)).toBe('/p/1a2b');
  });

  it('is unknown while the location is', () => {
    expect(redirectTarget({ operation: 'register' }, null, auth)).toBeNull();
  });
});

describe('the auth domain', () => {
  it('is the configured origin, or this host when none is configured', () => {
    expect(isInsideAuthDomain('https://folio.test', auth)).toBe(true);
    expect(isInsideAuthDomain('https://ada.blog', auth)).toBe(false);
    expect(isInsideAuthDomain('https://sub.folio.test', auth)).toBe(false);
    expect(isInsideAuthDomain('http://localhost:3000', '')).toBe(true);
  });
});

describe('the sign-in page’s address (spec 2 §2)', () => {
  const query = (href: string) => Object.fromEntries(new URL(href).searchParams);

  it('carries actionUrl, operation, redirect and the entry point as source', () => {
    const href = signInPageHref(
      auth,
      { operation: 'register', entry: 'clap', actionUrl: '/p/1a2b/clap' },
      '/p/1a2b',
    );
    expect(href.startsWith('https://folio.test/m/signin?')).toBe(true);
    expect(query(href)).toEqual({
      actionUrl: '/p/1a2b/clap',
      operation: 'register',
      redirect: '/p/1a2b',
      source: 'clap',
    });
  });

  it('takes the return address as the action’s URL without one', () => {
    expect(query(signInPageHref(auth, { operation: 'login' }, 'https://ada.blog/x'))).toEqual({
      actionUrl: 'https://ada.blog/x',
      operation: 'login',
      redirect: 'https://ada.blog/x',
    });
  });

  it('adds the subject when relevant', () => {
    const subject = {
      collection: 'the-pub',
      collectionId: 'c1',
      newsletterV3: 'weekly',
      newsletterV3Id: 'n1',
      user: 'ada',
      userId: 'u1',
    };
    expect(
      query(signInPageHref(auth, { operation: 'register', entry: 'newsletter', subject }, '/the-pub')),
    ).toEqual({
      actionUrl: '/the-pub',
      operation: 'register',
      redirect: '/the-pub',
      source: 'newsletter',
      ...subject,
    });
  });

  it('is a path on this host without a configured auth origin, and has no return address before it is known', () => {
    expect(signInPageHref('', { operation: 'login' }, null)).toBe('/m/signin?operation=login');
  });
});
