import { generateKeyPairSync, sign, type JsonWebKey } from 'node:crypto';
import type { Fetch } from '../core/identity/discovery.ts';

/**
 * Google's side of one-tap for tests (Google's servers cannot be reached from here): a signing key made
 * in the test, the discovery document and JWK Set answered through the same `fetch` port the real
 * client uses, and ID tokens as Google's prompt hands them to the browser.
 */
export function fakeGoogle(options: { issuer?: string; clientId?: string } = {}) {
  const issuer = options.issuer ?? 'https://accounts.google.com';
  const clientId = options.clientId ?? 'folio-web.apps.googleusercontent.com';
  const jwksUri = 'https://www.googleapis.com/oauth2/v3/certs';
  let keyPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let kid = 'google-key-1';
  const requests: string[] = [];
  let issued = 0;

  const publicJwk = (): JsonWebKey => ({
    ...keyPair.publicKey.export({ format: 'jwk' }),
    kid,
    use: 'sig',
    alg: 'RS256',
  });
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

  const fetcher: Fetch = async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    requests.push(url);
    if (url === `${issuer}/.well-known/openid-configuration`) {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
        token_endpoint: 'https://oauth2.googleapis.com/token',
        jwks_uri: jwksUri,
      });
    }
    if (url === jwksUri) return json({ keys: [publicJwk()] });
    return new Response('not found', { status: 404 });
  };

  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  return {
    issuer,
    clientId,
    fetch: fetcher,
    /** Every URL asked for, in order. */
    requests,
    /** Google rotates its keys: tokens are signed with a new one that the cached set does not have. */
    rotateKey() {
      keyPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
      kid = `google-key-${Date.now()}`;
    },
    /** An RS256 ID token as the prompt gives it (`at`: epoch ms of its issue), claims overridable. */
    credential(claims: Record<string, unknown> = {}, at = Date.now()) {
      const seconds = Math.floor(at / 1000);
      const payload = {
        iss: issuer,
        azp: clientId,
        aud: clientId,
        sub: '110169484474386276334',
        email: 'ada@gmail.com',
        email_verified: true,
        name: 'Ada Lovelace',
        iat: seconds,
        nbf: seconds - 5,
        exp: seconds + 3600,
        jti: `jti-${++issued}`,
        ...claims,
      };
      const input = `${part({ alg: 'RS256', kid, typ: 'JWT' })}.${part(payload)}`;
      return `${input}.${sign('sha256', Buffer.from(input), keyPair.privateKey).toString('base64url')}`;
    },
  };
}

export type FakeGoogle = ReturnType<typeof fakeGoogle>;
