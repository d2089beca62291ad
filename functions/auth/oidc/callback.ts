import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { z } from 'zod';
import { sessionCookies } from '../cookies.ts';
import { redirect, type HttpResult } from '../http-responses.ts';
import { firstRefusedLimit, rateLimits } from '../rate-limits.ts';
import { sameDigest, sha256Hex } from '../tokens.ts';
import { createAccountLinking, type AccountDecision } from './accounts.ts';
import { bindingCookieName, clearBindingCookie } from './browser-binding.ts';
import { cookieOf, queryOf, sessionTokenOf, signInPage, type OidcContext } from './context.ts';
import { ProviderUnavailable } from './discovery.ts';
import type { ProviderIdentity } from './provider-identity.ts';
import { isOidcProviderName, type ProviderProfile } from './providers.ts';
import { SignInRefused } from './relying-party.ts';
import type { OidcAttemptItem } from './repository.ts';
import { oidcPages } from './texts.ts';

/** What a provider sends back (RFC 6749 §4.1.2, RFC 9207 `iss`); our state is a 32-byte random token. */
const callbackQuery = z.object({
  state: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code: z.string().min(1).max(4096).optional(),
  error: z.string().max(256).optional(),
  iss: z.string().max(2048).optional(),
});

export interface CallbackRequest {
  ip: string;
  userAgent: string;
}

/**
 * /m/callback/authenticate: spends the attempt (once, in the browser that started it), exchanges the
 * code with the PKCE verifier, verifies the identity, then signs in, registers, suggests signing in by
 * e-mail, or connects (accounts.ts). Every answer clears the attempt's binding cookie.
 */
export function createCallback(context: OidcContext) {
  const { repository, sessions, oidc, relyingParty, now, logger } = context;
  const decide = createAccountLinking({ auth: repository, oidc, now });

  /** The provider's identity, or the page that says why there is none. */
  async function verified(
    attempt: OidcAttemptItem,
    query: z.output<typeof callbackQuery>,
    clear: string[],
  ): Promise<{ page: HttpResult } | { profile: ProviderProfile; identity: ProviderIdentity }> {
    if (!isOidcProviderName(attempt.provider)) throw new Error(`Attempt names provider ${attempt.provider}`);
    const profile = context.profile(attempt.provider);
    const client = context.client(attempt.provider);
    if (!client) return { page: oidcPages.unavailable(profile.label) };
    if (query.error) {
      logger.info('Provider sign-in not completed', { provider: attempt.provider, error: query.error });
      // Consent denied (or cancelled): back to the sign-in options, to pick another way.
      if (query.error === 'access_denied') {
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
    if (!query.code || (query.iss !== undefined && query.iss !== relyingParty.expectedIssuer(profile))) {
      return { page: oidcPages.refused(profile.label, clear) };
    }
    try {
      const identity = await relyingParty.identity(profile, client, {
        code: query.code,
        codeVerifier: attempt.codeVerifier,
        redirectUri: context.redirectUri,
        nonce: attempt.nonce,
      });
      return { profile, identity };
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

  return async (event: APIGatewayProxyEventV2, request: CallbackRequest): Promise<HttpResult> => {
    const parsed = callbackQuery.safeParse(queryOf(event));
    if (!parsed.success) return oidcPages.unknownAttempt([]);
    const query = parsed.data;
    const host = event.headers.host;
    const clear = [clearBindingCookie(query.state, host)];
    const refused = await firstRefusedLimit(
      repository,
      [{ rule: rateLimits.callbackPerIp, key: request.ip }],
      now(),
    );
    if (refused) return oidcPages.rateLimited(refused.message);

    const consumed = await oidc.consumeAttempt(sha256Hex(query.state), now());
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
    const browser = cookieOf(event, bindingCookieName(query.state));
    if (!browser || !sameDigest(sha256Hex(browser), attempt.browserHash))
      return oidcPages.unknownAttempt(clear);

    const outcome = await verified(attempt, query, clear);
    if ('page' in outcome) return outcome.page;
    const { profile, identity } = outcome;
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
        return redirect(attempt.target, [...sessionCookies(opened.token, opened.xsrf, host), ...clear]);
      }
      case 'connected':
        return redirect(attempt.target, clear);
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
  };
}
