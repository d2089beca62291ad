import { profileHref, publicationHref, subdomainHost, type LinkContext } from './entity-urls.ts';
import { routeTables } from './route-tables.ts';

const main: LinkContext = {
  table: routeTables.default,
  hostTarget: null,
  authOrigin: 'https://folio.example',
};
const onUserDomain = (username: string): LinkContext => ({
  ...main,
  table: routeTables.user,
  hostTarget: username,
});
const onPublicationDomain = (slug: string): LinkContext => ({
  ...main,
  table: routeTables.publication,
  hostTarget: slug,
});

describe('profile URLs (spec 1 §2.3)', () => {
  it('prefers the claimed subdomain, then /@username, then /u/{id}', () => {
    expect(profileHref({ id: 'u1', username: 'ada', hasSubdomain: true }, main)).toBe(
      'https://ada.folio.example/',
    );
    expect(profileHref({ id: 'u1', username: 'ada', hasSubdomain: false }, main)).toBe('/@ada');
    expect(profileHref({ id: 'u1', username: null }, main)).toBe('/u/u1');
  });

  it('stays on the profile’s own host, and reaches the auth domain from another custom domain', () => {
    expect(profileHref({ id: 'u1', username: 'ada', hasSubdomain: true }, onUserDomain('ada'))).toBe('/');
    expect(profileHref({ id: 'u2', username: 'bob' }, onUserDomain('ada'))).toBe(
      'https://folio.example/@bob',
    );
    expect(profileHref({ id: 'u2', username: 'bob' }, onPublicationDomain('bob'))).toBe(
      'https://folio.example/@bob',
    );
  });

  it('keeps the auth domain’s scheme and port for a subdomain (locally http://localhost:3000)', () => {
    const local = { ...main, authOrigin: 'http://localhost:3000' };
    expect(profileHref({ id: 'u1', username: 'ada', hasSubdomain: true }, local)).toBe(
      'http://ada.localhost:3000/',
    );
    expect(subdomainHost('ada', 'http://localhost:3000')).toBe('ada.localhost:3000');
    expect(subdomainHost('ada', '')).toBeNull();
  });

  it('falls back to /@username when the auth domain is unknown', () => {
    expect(profileHref({ id: 'u1', username: 'ada', hasSubdomain: true }, { ...main, authOrigin: '' })).toBe(
      '/@ada',
    );
  });
});

describe('publication URLs (spec 1 §2.3)', () => {
  it('prefers the live custom domain, then /{slug}, then /c/{id}', () => {
    expect(publicationHref({ id: 'c1', slug: 'ux', domain: 'ux.example' }, main)).toBe('https://ux.example/');
    expect(publicationHref({ id: 'c1', slug: 'ux', domain: null }, main)).toBe('/ux');
    expect(publicationHref({ id: 'c1', slug: null }, main)).toBe('/c/c1');
  });

  it('is / on its own domain, and keeps http locally', () => {
    expect(publicationHref({ id: 'c1', slug: 'ux', domain: 'ux.example' }, onPublicationDomain('ux'))).toBe(
      '/',
    );
    const local = { ...main, authOrigin: 'http://localhost:3000' };
    expect(publicationHref({ id: 'c1', slug: 'ux', domain: 'ux.folio.localhost:3000' }, local)).toBe(
      'http://ux.folio.localhost:3000/',
    );
  });
});
