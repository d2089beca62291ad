import { identityFromClaims } from './provider-identity.ts';
import { providerCatalogue } from './providers.ts';

describe('reading an identity with a provider profile', () => {
  test('Google: the standard claims, verified as the token says', () => {
    const claims = { sub: '1077', email: ' Ada@Example.com ', email_verified: true, name: 'Ada Lovelace' };
    expect(identityFromClaims(claims, providerCatalogue.google.claims)).toEqual({
      subject: '1077',
      email: 'ada@example.com',
      emailVerified: true,
      name: 'Ada Lovelace',
    });
    expect(
      identityFromClaims({ ...claims, email_verified: false }, providerCatalogue.google.claims)
        ?.emailVerified,
    ).toBe(false);
  });

  test("Apple writes email_verified as the string 'true'", () => {
    const claims = { sub: '001234.abc', email: 'x@privaterelay.appleid.com', email_verified: 'true' };
    expect(identityFromClaims(claims, providerCatalogue.apple.claims)?.emailVerified).toBe(true);
  });

  test('Facebook: the Graph id, and an address it only gives when confirmed', () => {
    const answer = { id: '4242', name: 'Mark', email: 'mark@example.com' };
    expect(identityFromClaims(answer, providerCatalogue.facebook.claims)).toEqual({
      subject: '4242',
      email: 'mark@example.com',
      emailVerified: true,
      name: 'Mark',
    });
    expect(identityFromClaims({ id: '4242' }, providerCatalogue.facebook.claims)).toEqual({
      subject: '4242',
      emailVerified: false,
    });
  });

  test('X: nested under data, with its handle, never an address', () => {
    const answer = { data: { id: '2244994945', name: 'X Dev', username: 'xdevelopers', email: 'dev@x.com' } };
    expect(identityFromClaims(answer, providerCatalogue.twitter.claims)).toEqual({
      subject: '2244994945',
      emailVerified: false,
      name: 'X Dev',
      username: 'xdevelopers',
    });
  });

  test('no subject, no identity; a malformed address is dropped', () => {
    expect(identityFromClaims({ email: 'a@b.co' }, providerCatalogue.google.claims)).toBeUndefined();
    expect(
      identityFromClaims(
        { sub: 's', email: 'not an address', email_verified: true },
        providerCatalogue.google.claims,
      ),
    ).toEqual({
      subject: 's',
      emailVerified: false,
    });
  });
});
