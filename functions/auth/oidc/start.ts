import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { redirect, type HttpResult } from '../core/http-responses.ts';
import { firstRefusedLimit, type RateLimitRule } from '#shared/data/rate-limit.ts';
import { randomToken, sha256Hex } from '../core/tokens.ts';
import { attemptLifetimeSeconds, setBindingCookie } from './browser-binding.ts';
import { queryOf, sessionTokenOf, type OidcContext } from './context.ts';
import { ProviderUnavailable } from '../core/identity/discovery.ts';
import { callbackPathOf, type OidcProviderName } from '../core/identity/providers.ts';
import { parseSignInState } from './sign-in-state.ts';
import { oidcPages } from './texts.ts';

/** Each start writes an attempt: one network may start this many sign-ins per 15 minutes. */
export const startPerIp: RateLimitRule = {
  bucket: 'oidc-start:ip',
  limit: 30,
  windowSeconds: 15 * 60,
  message: 'Too many requests from your network. Please try again later.',
};

/**
 * A start path (/m/connect/google, …): reads the web client's state, keeps an attempt (random state,
 * nonce, PKCE verifier, browser binding) and sends the browser to the provider. Connecting needs the
 * session of the very viewer the state names.
 */
export function createStart(context: OidcContext) {
  const { repository, sessions, attempts, relyingParty, now, logger } = context;

  return async (
    provider: OidcProviderName,
    event: APIGatewayProxyEventV2,
    ip: string,
  ): Promise<HttpResult> => {
    const profile = context.profile(provider);
    const client = context.client(provider);
    if (!client) return oidcPages.unavailable(profile.label);
    const state = parseSignInState(queryOf(event).state, provider, context.authOrigin);
    if (!state) return oidcPages.badStartLink();
    const refused = await firstRefusedLimit(repository, [{ rule: startPerIp, key: ip }], now());
    if (refused) return oidcPages.rateLimited(refused.message);
    if (state.operation === 'connect') {
      const session = await sessions.resolve(sessionTokenOf(event));
      if (!session || session.userId !== state.viewerId) return oidcPages.connectNeedsSession(profile.label);
    }

    const attempt = {
      state: randomToken(),
      nonce: randomToken(),
      codeVerifier: randomToken(),
      browser: randomToken(),
    };
    let location: string;
    try {
      location = await relyingParty.authorizationUrl(profile, client, {
        redirectUri: context.redirectUriOf(profile),
        state: attempt.state,
        nonce: attempt.nonce,
        codeVerifier: attempt.codeVerifier,
      });
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      logger.warn('Provider unavailable at start', { provider, reason: error.message });
      return oidcPages.providerDown(profile.label);
    }
    const createdAt = now();
    await attempts.putAttempt({
      stateHash: sha256Hex(attempt.state),
      provider,
      operation: state.operation,
      target: state.target,
      ...(state.viewerId ? { viewerId: state.viewerId } : {}),
      nonce: attempt.nonce,
      codeVerifier: attempt.codeVerifier,
      browserHash: sha256Hex(attempt.browser),
      createdAt,
      expiresAt: Math.floor(createdAt / 1000) + attemptLifetimeSeconds,
    });
    const binding = setBindingCookie(
      attempt.state,
      attempt.browser,
      event.headers.host,
      callbackPathOf(profile),
    );
    return redirect(location, [binding]);
  };
}
