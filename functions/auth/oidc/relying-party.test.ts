import { createProviderDirectory, ProviderUnavailable } from '../core/identity/discovery.ts';
import { callbackPathOf, providerCatalogue, standardProviderProfile } from '../core/identity/providers.ts';
import { createRelyingParty, pkceChallenge } from './relying-party.ts';

const issuer = 'https://id.example';
const metadata = {
  issuer,
  authorization_endpoint: `${issuer}/authorize`,
  token_endpoint: `${issuer}/token`,
  jwks_uri: `${issuer}/jwks`,
};

/** Google's servers cannot run here: a fetch that answers discovery and counts the requests. */
function discoveryServer(answer: unknown = metadata) {
  const requests: string[] = [];
  const fetcher: typeof fetch = async (input) => {
    requests.push(String(input));
    return Response.json(answer);
  };
  return { fetcher, requests };
}

const client = { clientId: 'folio', clientSecret: async () => 'secret' };
const request = {
  redirectUri: 'https://folio.example/m/callback/authenticate',
  state: 'S',
  nonce: 'N',
  codeVerifier: 'V'.repeat(43),
};

describe('the authorization request', () => {
  test('an OpenID provider: discovered endpoint, PKCE S256, nonce, scopes', async () => {
    const { fetcher, requests } = discoveryServer();
    const clock = { now: 0 };
    const party = createRelyingParty({
      directory: createProviderDirectory(fetcher, () => clock.now),
      fetcher,
      now: () => clock.now,
    });
    const url = new URL(
      await party.authorizationUrl(standardProviderProfile('google', issuer), client, request),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'folio',
      redirect_uri: request.redirectUri,
      state: 'S',
      nonce: 'N',
      code_challenge: pkceChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    await party.authorizationUrl(standardProviderProfile('google', issuer), client, request);
    expect(requests).toEqual([`${issuer}/.well-known/openid-configuration`]);
    clock.now += 61 * 60_000;
    await party.authorizationUrl(standardProviderProfile('google', issuer), client, request);
    expect(requests).toHaveLength(2);
  });

  test("Apple: name and e-mail, answered by form_post to Apple's own callback", async () => {
    const apple = 'https://appleid.apple.com';
    const { fetcher } = discoveryServer({
      issuer: apple,
      authorization_endpoint: `${apple}/auth/authorize`,
      token_endpoint: `${apple}/auth/token`,
      jwks_uri: `${apple}/auth/keys`,
    });
    const party = createRelyingParty({
      directory: createProviderDirectory(fetcher, Date.now),
      fetcher,
      now: Date.now,
    });
    expect(callbackPathOf(providerCatalogue.apple)).toBe('/m/callback/apple');
    expect(callbackPathOf(providerCatalogue.google)).toBe('/m/callback/authenticate');
    const redirectUri = `https://folio.example${callbackPathOf(providerCatalogue.apple)}`;
    const url = new URL(
      await party.authorizationUrl(providerCatalogue.apple, client, { ...request, redirectUri }),
    );
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('scope')).toBe('name email');
    expect(url.searchParams.get('redirect_uri')).toBe('https://folio.example/m/callback/apple');
    expect(url.searchParams.get('nonce')).toBe('N');
    // A stand-in for Apple (OIDC_APPLE_ISSUER) answers the same way.
    expect(standardProviderProfile('apple', issuer).responseMode).toBe('form_post');
    expect(standardProviderProfile('google', issuer).responseMode).toBeUndefined();
  });

  test('an OAuth 2.0 provider (X): its own endpoints, no discovery, no nonce', async () => {
    const { fetcher, requests } = discoveryServer();
    const party = createRelyingParty({
      directory: createProviderDirectory(fetcher, Date.now),
      fetcher,
      now: Date.now,
    });
    const url = new URL(await party.authorizationUrl(providerCatalogue.twitter, client, request));
    expect(url.origin).toBe('https://x.com');
    expect(url.searchParams.get('scope')).toBe('users.read tweet.read');
    expect(url.searchParams.has('nonce')).toBe(false);
    expect(requests).toEqual([]);
  });

  test('discovery naming another issuer is refused', async () => {
    const { fetcher } = discoveryServer({ ...metadata, issuer: 'https://evil.example' });
    const party = createRelyingParty({
      directory: createProviderDirectory(fetcher, Date.now),
      fetcher,
      now: Date.now,
    });
    await expect(
      party.authorizationUrl(standardProviderProfile('google', issuer), client, request),
    ).rejects.toThrow(ProviderUnavailable);
  });
});

test('the S256 challenge of RFC 7636 appendix B', () => {
  expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
    'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  );
});
