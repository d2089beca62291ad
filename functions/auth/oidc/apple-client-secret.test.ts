import { generateKeyPairSync } from 'node:crypto';
import { appleClientSecret } from './apple-client-secret.ts';
import { checkJwtSignature, decodeJwt } from '../core/identity/jwt.ts';

const key = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const pem = key.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

test("Apple's client secret is an ES256 JWT of the team's key, remade before it expires", async () => {
  const clock = { now: Date.UTC(2026, 2, 1, 12) };
  const secret = appleClientSecret(
    {
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      clientId: 'example.folio.signin',
      privateKey: async () => pem,
    },
    () => clock.now,
  );
  const token = await secret();
  const jwt = decodeJwt(token);
  expect(jwt?.header).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
  expect(jwt?.payload).toEqual({
    iss: 'TEAM123456',
    sub: 'example.folio.signin',
    aud: 'https://appleid.apple.com',
    iat: clock.now / 1000,
    exp: clock.now / 1000 + 3600,
  });
  const publicJwk = { ...key.publicKey.export({ format: 'jwk' }), kid: 'KEY1234567' };
  expect(jwt && checkJwtSignature(jwt, [publicJwk])).toBe('valid');

  clock.now += 45 * 60_000;
  expect(await secret()).toBe(token);
  clock.now += 10 * 60_000;
  expect(await secret()).not.toBe(token);
});
