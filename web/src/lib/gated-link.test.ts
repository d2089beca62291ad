import { gatedHref } from './gated-link.ts';

const parse = (href: string) => new URL(href, 'https://folio.test');

describe('gatedHref', () => {
  it('sends to the sign-in page in its sign-up operation, back to the action by default', () => {
    const url = parse(gatedHref({ actionUrl: '/new-story', entry: 'write' }));
    expect(url.pathname).toBe('/m/signin');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      operation: 'register',
      redirect: '/new-story',
      actionUrl: '/new-story',
      source: 'write',
    });
  });

  it('keeps a separate redirect and encodes it', () => {
    const href = gatedHref({ actionUrl: '/p/1a2b/clap', redirect: '/p/1a2b?x=1&y=2', entry: 'clap' });
    expect(href).toContain('redirect=%2Fp%2F1a2b%3Fx%3D1%26y%3D2');
    expect(parse(href).searchParams.get('redirect')).toBe('/p/1a2b?x=1&y=2');
    expect(parse(href).searchParams.get('actionUrl')).toBe('/p/1a2b/clap');
  });

  it('can ask to sign in instead', () => {
    const url = parse(gatedHref({ actionUrl: '/x', entry: 'follow', operation: 'login' }));
    expect(url.searchParams.get('operation')).toBe('login');
  });
});
