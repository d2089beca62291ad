import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { authPaths } from '#contract/auth-paths.ts';
import { sessionCookies } from '../core/cookies.ts';
import { redirect, type HttpResult } from '../core/http-responses.ts';
import { safeRedirectTarget } from '../core/redirect-target.ts';
import { firstRefusedLimit } from '#shared/data/rate-limit.ts';
import { rateLimits } from '../core/rate-limits.ts';
import { sameDigest, sha256Hex } from '../core/tokens.ts';
import { createAccountLinking, type AccountDecision } from '../core/identity/account-linking.ts';
import { bindingCookieName, clearBindingCookie } from './browser-binding.ts';
import { callbackParameters, type CallbackParameters } from './callback-parameters.ts';
import { cookieOf, queryOf, sessionTokenOf, signInPage, type OidcContext } from './context.ts';
import { ProviderUnavailable } from '../core/identity/discovery.ts';
import type { ProviderIdentity } from '../core/identity/provider-identity.ts';
import { callbackPathOf, isOidcProviderName, type ProviderProfile } from '../core/identity/providers.ts';
import { SignInRefused } from './relying-party.ts';
import type { OidcAttemptItem } from './attempt-repository.ts';
import { oidcPages } from './texts.ts';

export interface CallbackRequest {
  ip: string;
  userAgent: string;
}

/** Consent denied, or cancelled at Apple (its form says `user_cancelled_authorize`). */
const cancellations = new Set(['access_denied', 'user_cancelled_authorize']);

/**
 * The end of a social sign-in, whichever way the provider answered (/m/callback/authenticate by GET,
 * /m/callback/apple by form_post): spends the attempt (once, in the browser that started it, at the
 * callback its provider uses), exchanges the code with the PKCE verifier, verifies the identity, then
 * signs in, registers, suggests signing in by e-mail, or connects (core/identity/account-linking.ts). Every answer clears
 * the attempt's binding cookie.
 */
export function createCallback(context: OidcContext) {
  const { repository, sessions, attempts, identities, relyingParty, destination, now, logger } = context;
  const decide = createAccountLinking({ auth: repository, identities, now });

  /** The provider's identity, or the page that says why there is none. */
  async function verified(
    attempt: OidcAttemptItem,
    profile: ProviderProfile,
    parameters: CallbackParameters,
    clear: string[],
  ): Promise<{ page: HttpResult } | { identity: ProviderIdentity }> {
    const client = context.client(profile.name);
    if (!client) return { page: oidcPages.unavailable(profile.label) };
    if (parameters.error) {
      logger.info('Provider sign-in not completed', { provider: attempt.provider, error: parameters.error });
      // Consent denied (or cancelled): back to the sign-in options, to pick another way.
      if (cancellations.has(parameters.error)) {
        return {
          page: redirect(
            signInPage(attempt.operation, attempt.target, { source: 'social_login_cancelled' }),
            clear,
          ),
        };
      }
      return { page: oidcPages.refused(profile.label, clear) };
    }
    // A callback naming another issuer was meant for another provider (mix-up attack, RFC 9207).
    const { code, iss } = parameters;
    if (!code || (iss !== undefined && iss !== relyingParty.expectedIssuer(profile))) {
      return { page: oidcPages.refused(profile.label, clear) };
    }
    try {
      const identity = await relyingParty.identity(profile, client, {
        code,
        codeVerifier: attempt.codeVerifier,
        redirectUri: context.redirectUriOf(profile),
        nonce: attempt.nonce,
      });
      const name = identity.name ?? parameters.name;
      return { identity: { ...identity, ...(name ? { name } : {}) } };
    } catch (error) {
      if (error instanceof SignInRefused) {
        logger.warn('Provider sign-in refused', { provider: attempt.provider, reason: error.message });
        return { page: oidcPages.refused(profile.label, clear) };
      }
      if (error instanceof ProviderUnavailable) {
        logger.warn('Provider unavailable at callback', {
          provider: attempt.provider,
          reason: error.message,
        });
        return { page: oidcPages.providerDown(profile.label) };
      }
      throw error;
    }
  }

  /**
   * `parameters` as the provider sent them to `callbackPath` (the path the request came to); `event`
   * gives the browser's cookies and host.
   */
  async function complete(
    parameters: CallbackParameters,
    callbackPath: string,
    event: APIGatewayProxyEventV2,
    request: CallbackRequest,
  ): Promise<HttpResult> {
    const host = event.headers.host;
    const clear = [clearBindingCookie(parameters.state, host, callbackPath)];
    const refused = await firstRefusedLimit(
      repository,
      [{ rule: rateLimits.callbackPerIp, key: request.ip }],
      now(),
    );
    if (refused) return oidcPages.rateLimited(refused.message);

    const consumed = await attempts.consumeAttempt(sha256Hex(parameters.state), now());
    if ('refused' in consumed) {
      if (consumed.refused === 'used') return oidcPages.usedAttempt(clear);
      if (consumed.refused === 'expired' && consumed.attempt) {
        return oidcPages.expiredAttempt(
          clear,
          signInPage(consumed.attempt.operation, consumed.attempt.target),
        );
      }
      return oidcPages.unknownAttempt(clear);
    }
    const { attempt } = consumed;
    if (!isOidcProviderName(attempt.provider)) throw new Error(`Attempt names provider ${attempt.provider}`);
    const profile = context.profile(attempt.provider);
    const browser = cookieOf(event, bindingCookieName(parameters.state));
    // The browser that started it, at its provider's own callback (Apple's is never a GET).
    const bound =
      callbackPathOf(profile) === callbackPath &&
      browser !== undefined &&
      sameDigest(sha256Hex(browser), attempt.browserHash);
    if (!bound) return oidcPages.unknownAttempt(clear);

    const outcome = await verified(attempt, profile, parameters, clear);
    if ('page' in outcome) return outcome.page;
    const { identity } = outcome;
    const session = await sessions.resolve(sessionTokenOf(event));
    const decision: AccountDecision = await decide(attempt, identity, session?.userId);
    logger.info('Provider sign-in', {
      provider: profile.name,
      operation: attempt.operation,
      decision: decision.kind,
    });

    switch (decision.kind) {
      case 'sign-in': {
        // Signing in while signed in (as someone else, or again) ends the session the browser had.
        if (session) await sessions.close(session);
        const opened = await sessions.open(decision.user.id, {
          method: profile.name,
          userAgent: request.userAgent,
          ip: request.ip,
        });
        return redirect(await destination(attempt.target, decision.user.id, decision.created), [
          ...sessionCookies(opened.token, opened.xsrf, host),
          ...clear,
        ]);
      }
      case 'connected':
        // Connecting starts in the settings, on the auth domain: no session to hand anywhere.
        return redirect(safeRedirectTarget(attempt.target, context.authOrigin), clear);
      case 'suggestion':
        return redirect(
          signInPage('login', attempt.target, {
            source: 'social_suggestion',
            suggestion: decision.userId,
            redactedEmail: decision.redactedEmailAddress,
          }),
          clear,
        );
      case 'unrecognized':
        return redirect('/unrecognized-account', clear);
      case 'no-verified-email':
        return oidcPages.noVerifiedEmail(profile.label, clear);
      case 'linked-elsewhere':
        return oidcPages.linkedElsewhere(profile.label, clear);
      case 'not-signed-in':
        return oidcPages.connectNeedsSession(profile.label);
    }
  }

  return {
    complete,
    /** GET /m/callback/authenticate: the parameters are the query's. */
    async fromQuery(event: APIGatewayProxyEventV2, request: CallbackRequest): Promise<HttpResult> {
      const parsed = callbackParameters.safeParse(queryOf(event));
      if (!parsed.success) return oidcPages.unknownAttempt([]);
      return complete(parsed.data, authPaths.oidcCallback, event, request);
    },
  };
}
