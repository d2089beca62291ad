import { authPaths } from '#contract/auth-paths.ts';

/** Spec 2 §2's sign-in providers other than e-mail, lower case as the state names them (spec 2 §4). */
export const oidcProviderNames = ['apple', 'facebook', 'google', 'twitter'] as const;
export type OidcProviderName = (typeof oidcProviderNames)[number];

/** OIDC_GOOGLE_CLIENT_ID, …: the variables of one provider (oidc/environment.ts, one-tap/settings.ts). */
export const oidcVariable = (provider: OidcProviderName, suffix: string) =>
  `OIDC_${provider.toUpperCase()}_${suffix}`;

export const isOidcProviderName = (name: string): name is OidcProviderName =>
  (oidcProviderNames as readonly string[]).includes(name);

/**
 * Where a provider's values are in its answer (the ID token's claims, or the userinfo JSON): dotted
 * paths ('data.id' for X). `emailVerified` is a path to a boolean (or 'true'), or `'asserted'` when the
 * provider only ever hands out addresses it has confirmed (Facebook); without it, no address is verified.
 */
export interface ClaimPaths {
  subject: string;
  email?: string;
  emailVerified?: string | 'asserted';
  name?: string;
  /** The provider's handle, if it has one (X): tried first as the new account's username. */
  username?: string;
}

export interface ProviderEndpoints {
  authorization: string;
  token: string;
  userinfo?: string;
}

/**
 * How Folio signs in with one provider. `id-token`: OpenID Connect, the identity is the ID token
 * (signature checked against the issuer's JWKS, iss, aud, exp, iat, nonce). `userinfo`: plain OAuth 2.0,
 * the identity is what the userinfo endpoint answers for the access token (no ID token, no nonce; the
 * state and PKCE protect the exchange). Endpoints come from `{issuer}/.well-known/openid-configuration`
 * when there is an issuer; `endpoints` are used as given (and override discovered ones).
 */
export interface ProviderProfile {
  name: OidcProviderName;
  /** As the reader knows it: 'Sign-in with X is not available'. */
  label: string;
  flavour: 'id-token' | 'userinfo';
  issuer?: string;
  /** Values of `iss` accepted in ID tokens (default: [issuer]). */
  issuers?: readonly string[];
  endpoints?: Partial<ProviderEndpoints>;
  scopes: readonly string[];
  /** How the client authenticates at the token endpoint (RFC 6749 §2.3.1). */
  tokenAuth: 'client_secret_basic' | 'client_secret_post';
  claims: ClaimPaths;
  /** Extra parameters of the authorization request. */
  authorizationParams?: Readonly<Record<string, string>>;
  /**
   * `form_post`: the provider answers with a cross-site POST of an HTML form (Apple, whenever a scope is
   * asked) to its own callback, `authPaths.appleCallback`, served by the auth-form-post Lambda.
   * Absent: the answer comes back in the query of a GET to /m/callback/authenticate.
   */
  responseMode?: 'form_post';
}

/** Where a provider sends the browser back: the path of the redirect URI registered with it. */
export const callbackPathOf = (profile: Pick<ProviderProfile, 'responseMode'>): string =>
  profile.responseMode === 'form_post' ? authPaths.appleCallback : authPaths.oidcCallback;

/** Each provider's start path on the auth domain (spec 3 §2 "Auth and connect"). */
export const startPaths: Record<OidcProviderName, string> = {
  apple: authPaths.startApple,
  facebook: authPaths.connectFacebook,
  google: authPaths.connectGoogle,
  twitter: authPaths.authenticateTwitter,
};

export const providerOfStartPath = (path: string): OidcProviderName | undefined =>
  oidcProviderNames.find((name) => startPaths[name] === path);

const standardClaims: ClaimPaths = {
  subject: 'sub',
  email: 'email',
  emailVerified: 'email_verified',
  name: 'name',
};

/**
 * The providers as they really are (2025). Apple gives the e-mail address (in the ID token) and the
 * name (once, in the form's `user` field) only with response_mode=form_post: its answer is a
 * cross-site POST to /m/callback/apple (docs/decisions.md §35).
 */
export const providerCatalogue: Record<OidcProviderName, ProviderProfile> = {
  google: {
    name: 'google',
    label: 'Google',
    flavour: 'id-token',
    issuer: 'https://accounts.google.com',
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    scopes: ['openid', 'email', 'profile'],
    tokenAuth: 'client_secret_post',
    claims: standardClaims,
    authorizationParams: { prompt: 'select_account' },
  },
  apple: {
    name: 'apple',
    label: 'Apple',
    flavour: 'id-token',
    issuer: 'https://appleid.apple.com',
    scopes: ['name', 'email'],
    tokenAuth: 'client_secret_post',
    claims: standardClaims,
    responseMode: 'form_post',
  },
  facebook: {
    name: 'facebook',
    label: 'Facebook',
    flavour: 'userinfo',
    endpoints: {
      authorization: 'https://www.facebook.com/v21.0/dialog/oauth',
      token: 'https://graph.facebook.com/v21.0/oauth/access_token',
      userinfo: 'https://graph.facebook.com/v21.0/me?fields=id,name,email',
    },
    scopes: ['public_profile', 'email'],
    tokenAuth: 'client_secret_post',
    // The Graph API answers `email` only for an address the person has confirmed with Facebook.
    claims: { subject: 'id', email: 'email', emailVerified: 'asserted', name: 'name' },
  },
  twitter: {
    name: 'twitter',
    label: 'X',
    flavour: 'userinfo',
    endpoints: {
      authorization: 'https://x.com/i/oauth2/authorize',
      token: 'https://api.x.com/2/oauth2/token',
      userinfo: 'https://api.x.com/2/users/me',
    },
    scopes: ['users.read', 'tweet.read'],
    tokenAuth: 'client_secret_basic',
    // X's OAuth 2.0 gives no e-mail address: signing up with X makes an account without one.
    claims: { subject: 'data.id', name: 'data.name', username: 'data.username' },
  },
};

/**
 * A standard OpenID provider standing in for `name` (OIDC_{NAME}_ISSUER: a developer's test provider,
 * the integration tests' oidc-provider): ID tokens, the standard claims, and the real provider's
 * response mode (a stand-in for Apple answers by form_post, like Apple).
 */
export const standardProviderProfile = (
  name: OidcProviderName,
  issuer: string,
  overrides: Partial<ProviderProfile> = {},
): ProviderProfile => {
  const { responseMode } = providerCatalogue[name];
  return {
    name,
    label: providerCatalogue[name].label,
    flavour: 'id-token',
    issuer,
    scopes: ['openid', 'email', 'profile'],
    tokenAuth: 'client_secret_basic',
    claims: standardClaims,
    ...(responseMode ? { responseMode } : {}),
    ...overrides,
  };
};
