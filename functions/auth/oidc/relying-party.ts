import { createHash } from 'node:crypto';
import {
  fetchJson,
  ProviderUnavailable,
  type Fetch,
  type ProviderDirectory,
} from '../core/identity/discovery.ts';
import { verifyIdToken } from '../core/identity/id-token.ts';
import { identityFromClaims, type ProviderIdentity } from '../core/identity/provider-identity.ts';
import type { ProviderEndpoints, ProviderProfile } from '../core/identity/providers.ts';
import {
  exchangeCode,
  SignInRefused,
  type CodeExchange,
  type OidcClient,
  type TokenAnswer,
} from './token-exchange.ts';

export { SignInRefused, type CodeExchange, type OidcClient } from './token-exchange.ts';

/** RFC 7636 S256: the challenge sent with the authorization request. */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * The relying party: authorization-code flow with PKCE, the token exchange, and the identity — from the
 * verified ID token (`id-token` providers) or the userinfo endpoint (`userinfo` providers).
 */
export function createRelyingParty({
  directory,
  fetcher,
  now,
}: {
  directory: ProviderDirectory;
  fetcher: Fetch;
  now: () => number;
}) {
  async function endpointsOf(profile: ProviderProfile): Promise<ProviderEndpoints & { jwksUri?: string }> {
    const discovered = profile.issuer ? await directory.metadata(profile.issuer) : undefined;
    const authorization = profile.endpoints?.authorization ?? discovered?.authorization_endpoint;
    const token = profile.endpoints?.token ?? discovered?.token_endpoint;
    if (!authorization || !token) throw new ProviderUnavailable(`${profile.name} has no endpoints`);
    const userinfo = profile.endpoints?.userinfo ?? discovered?.userinfo_endpoint;
    const jwksUri = discovered?.jwks_uri;
    return { authorization, token, ...(userinfo ? { userinfo } : {}), ...(jwksUri ? { jwksUri } : {}) };
  }

  async function identityOf(
    profile: ProviderProfile,
    client: OidcClient,
    tokens: TokenAnswer,
    nonce: string,
    endpoints: Awaited<ReturnType<typeof endpointsOf>>,
  ): Promise<ProviderIdentity | undefined> {
    if (profile.flavour === 'id-token') {
      const { jwksUri } = endpoints;
      if (!tokens.id_token) throw new SignInRefused(`${profile.name} sent no ID token`);
      if (!jwksUri || !profile.issuer) throw new ProviderUnavailable(`${profile.name} has no JWK Set`);
      const checked = await verifyIdToken(tokens.id_token, (refresh) => directory.keys(jwksUri, refresh), {
        issuers: profile.issuers ?? [profile.issuer],
        clientId: client.clientId,
        nonce,
        now: now(),
      });
      if (!checked.ok) throw new SignInRefused(`${profile.name}'s ID token: ${checked.refusal}`);
      return identityFromClaims(checked.claims, profile.claims);
    }
    if (!endpoints.userinfo) throw new ProviderUnavailable(`${profile.name} has no userinfo endpoint`);
    const answer = await fetchJson(fetcher, endpoints.userinfo, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    return identityFromClaims(answer, profile.claims);
  }

  return {
    /** Where the browser goes to sign in with the provider. */
    async authorizationUrl(
      profile: ProviderProfile,
      client: OidcClient,
      request: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
    ): Promise<string> {
      const url = new URL((await endpointsOf(profile)).authorization);
      const params: Record<string, string> = {
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: request.redirectUri,
        state: request.state,
        code_challenge: pkceChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
        ...(profile.scopes.length ? { scope: profile.scopes.join(' ') } : {}),
        // OAuth 2.0 providers (Facebook, X) ignore a nonce; OpenID ones must echo it in the ID token.
        ...(profile.flavour === 'id-token' ? { nonce: request.nonce } : {}),
        ...(profile.responseMode ? { response_mode: profile.responseMode } : {}),
        ...profile.authorizationParams,
      };
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.toString();
    },

    /** The issuer a callback's `iss` parameter must name (RFC 9207), when the provider has one. */
    expectedIssuer: (profile: ProviderProfile) => profile.issuer,

    /** Exchanges the code (with the PKCE verifier) and reads who signed in. */
    async identity(
      profile: ProviderProfile,
      client: OidcClient,
      request: CodeExchange,
    ): Promise<ProviderIdentity> {
      const endpoints = await endpointsOf(profile);
      const tokens = await exchangeCode(fetcher, profile, client, request, endpoints.token);
      const identity = await identityOf(profile, client, tokens, request.nonce, endpoints);
      if (!identity) throw new SignInRefused(`${profile.name} named nobody (no subject)`);
      return identity;
    },
  };
}

export type RelyingParty = ReturnType<typeof createRelyingParty>;
