import { generateKeyPairSync, sign, type JsonWebKey, type KeyObject } from 'node:crypto';
import { checkIdTokenClaims, verifyIdToken } from './id-token.ts';
import { decodeJwt, signEs256Jwt } from './jwt.ts';

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const publicJwk = (key: KeyObject, kid: string): JsonWebKey => ({
  ...key.export({ format: 'jwk' }),
  kid,
  use: 'sig',
});
const jwks = [publicJwk(rsa.publicKey, 'rsa-1'), publicJwk(ec.publicKey, 'ec-1')];

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function rs256(payload: Record<string, unknown>, kid = 'rsa-1', key = rsa.privateKey) {
  const input = `${part({ alg: 'RS256', kid })}.${part(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

const now = Date.UTC(2026, 2, 1, 12);
const seconds = now / 1000;
const claims = {
  iss: 'https://id.example',
  sub: '10769150350006150715113082367',
  aud: 'folio-client',
  exp: seconds + 600,
  iat: seconds,
  nonce: 'n-0S6_WzA2Mj',
  email: 'ada@example.com',
};
const expected = { issuers: ['https://id.example'], clientId: 'folio-client', nonce: 'n-0S6_WzA2Mj', now };
const keys = async () => jwks;

describe('ID token verification', () => {
  test('accepts RS256 and ES256 tokens signed by a key of the set', async () => {
    expect(await verifyIdToken(rs256(claims), keys, expected)).toMatchObject({
      ok: true,
      claims: { sub: claims.sub },
    });
    const es = signEs256Jwt(claims, ec.privateKey, 'ec-1');
    expect(await verifyIdToken(es, keys, expected)).toMatchObject({
      ok: true,
      claims: { email: 'ada@example.com' },
    });
  });

  test('refuses another key, a changed payload, and algorithms we do not accept', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(await verifyIdToken(rs256(claims, 'rsa-1', other.privateKey), keys, expected)).toEqual({
      ok: false,
      refusal: 'invalid-signature',
    });
    const [header, , signature] = rs256(claims).split('.');
    const changed = `${header}.${part({ ...claims, sub: 'someone-else' })}.${signature}`;
    expect(await verifyIdToken(changed, keys, expected)).toEqual({ ok: false, refusal: 'invalid-signature' });
    const none = `${part({ alg: 'none' })}.${part(claims)}.`;
    expect(await verifyIdToken(none, keys, expected)).toEqual({
      ok: false,
      refusal: 'unsupported-algorithm',
    });
    const hs = `${part({ alg: 'HS256', kid: 'rsa-1' })}.${part(claims)}.c2ln`;
    expect(await verifyIdToken(hs, keys, expected)).toEqual({ ok: false, refusal: 'unsupported-algorithm' });
    expect(await verifyIdToken('not-a-jwt', keys, expected)).toEqual({ ok: false, refusal: 'malformed' });
  });

  test('an unknown key id refetches the set once (rotation), then gives up', async () => {
    const asked: boolean[] = [];
    const rotating = async (refresh: boolean) => {
      asked.push(refresh);
      return refresh ? [...jwks, publicJwk(rsa.publicKey, 'rsa-2')] : jwks;
    };
    expect((await verifyIdToken(rs256(claims, 'rsa-2'), rotating, expected)).ok).toBe(true);
    expect(asked).toEqual([false, true]);
    expect(await verifyIdToken(rs256(claims, 'rsa-9'), keys, expected)).toEqual({
      ok: false,
      refusal: 'no-matching-key',
    });
  });

  test('an ES256 token is not checked with an RSA key, nor the reverse', async () => {
    const es = signEs256Jwt(claims, ec.privateKey, 'rsa-1');
    expect(await verifyIdToken(es, keys, expected)).toEqual({ ok: false, refusal: 'no-matching-key' });
  });
});

describe('ID token claims', () => {
  test.each([
    ['another issuer', { iss: 'https://evil.example' }, 'wrong-issuer'],
    ['another audience', { aud: 'someone-else' }, 'wrong-audience'],
    ['several audiences without azp', { aud: ['folio-client', 'other'] }, 'wrong-audience'],
    ['an azp that is not us', { azp: 'other' }, 'wrong-audience'],
    ['an expired token', { exp: seconds - 61 }, 'expired'],
    ['a token from the future', { iat: seconds + 61 }, 'issued-in-the-future'],
    ['another nonce', { nonce: 'replayed' }, 'wrong-nonce'],
    ['no nonce', { nonce: undefined }, 'wrong-nonce'],
    ['no subject', { sub: '' }, 'malformed'],
  ])('refuses %s', (_, change, refusal) => {
    expect(checkIdTokenClaims({ ...claims, ...change }, expected)).toEqual({ ok: false, refusal });
  });

  test('allows a minute of clock skew, and several audiences when azp names us', () => {
    expect(checkIdTokenClaims({ ...claims, exp: seconds - 59, iat: seconds + 59 }, expected).ok).toBe(true);
    expect(
      checkIdTokenClaims({ ...claims, aud: ['other', 'folio-client'], azp: 'folio-client' }, expected).ok,
    ).toBe(true);
  });

  test('decodeJwt keeps what the signature covers', () => {
    const token = rs256(claims);
    expect(decodeJwt(token)?.signingInput).toBe(token.split('.').slice(0, 2).join('.'));
    expect(decodeJwt('a.b')).toBeUndefined();
  });
});
