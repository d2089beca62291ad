import { servedTier } from '#shared/data/served-tier.ts';
import type { AppSyncAuthorizerEvent, AppSyncAuthorizerResult } from 'aws-lambda';
import { anonymousCredential } from '#contract/edge-headers.ts';
import { createLogger, observeInvocation } from '#shared/observability/observability.ts';
import { anonymousViewer, resolverContextFor } from '#shared/api/viewer.ts';
import { authorizerDependenciesFromEnv } from './core/environment.ts';
import {
  createIntegrationAuthorizer,
  integrationCredential,
  type IntegrationContext,
} from './security/integration-authorizer.ts';
import { createIntegrationTokenRepository } from './security/integration-token-repository.ts';
import type { AuthDependencies } from './core/ports.ts';
import { createAuthRepository } from './core/auth-repository.ts';
import { createSessions } from './core/sessions.ts';

export type AuthorizerResult = AppSyncAuthorizerResult<IntegrationContext>;
export type Authorizer = (event: AppSyncAuthorizerEvent) => Promise<AuthorizerResult>;

/** How long AppSync may reuse an anonymous answer for the 'anonymous' credential. */
const anonymousTtlSeconds = 300;
/**
 * How long AppSync may reuse an answer for a session (or integration token) credential. AppSync keys its
 * cache by the credential, which is the session cookie itself, and nothing can purge it: a session
 * signed out or revoked (sign-out, Security settings, a new password) stays usable this long at most —
 * the window is this TTL, kept short on purpose (docs/decisions.md). The price: a credential in use is
 * checked again every 5 s, two sequential GetItems (the session, then its user).
 */
export const sessionTtlSeconds = 5;

const sessionCredential = /^session:([\w.-]{1,512})$/;

const anonymous = (ttlOverride: number): AuthorizerResult => ({
  isAuthorized: true,
  resolverContext: resolverContextFor(anonymousViewer),
  ttlOverride,
});

/**
 * What needs no table: the visitor's 'anonymous' (answered for five minutes) and malformed
 * credentials (refused). Undefined for a session or integration credential.
 */
function answerWithoutSession(credential: string): AuthorizerResult | undefined {
  if (credential === anonymousCredential) return anonymous(anonymousTtlSeconds);
  if (!sessionCredential.test(credential) && !integrationCredential.test(credential)) {
    return { isAuthorized: false };
  }
  return undefined;
}

/**
 * The AppSync Lambda authorizer. The credential comes from the viewer-request CloudFront Function:
 * 'anonymous', 'session:{cookie}', or 'integration:{token}' (security/integration-authorizer.ts). A session
 * answers the reader's resolverContext, with the session's xsrf and id hash; a forged, revoked or
 * expired one answers anonymous — a stale cookie must never lock a reader out of reading.
 */
export function createAuthorizer(deps: AuthDependencies, logger = createLogger('auth')): Authorizer {
  const repository = createAuthRepository(deps.data);
  const sessions = createSessions({ repository, secret: deps.secret, now: deps.now ?? Date.now });
  const authorizeIntegration = createIntegrationAuthorizer({
    repository,
    tokens: createIntegrationTokenRepository(deps.data),
    now: deps.now ?? Date.now,
    ttlSeconds: sessionTtlSeconds,
    onTouchFailure: (error) =>
      logger.warn('Could not note an integration token as used', { error: error as Error }),
  });

  return async (event) => {
    const credential = event.authorizationToken;
    const early = answerWithoutSession(credential);
    if (early) return early;
    const integrationToken = integrationCredential.exec(credential)?.[1];
    if (integrationToken) return authorizeIntegration(integrationToken);
    const session = await sessions.resolve(sessionCredential.exec(credential)?.[1]);
    if (!session) return anonymous(sessionTtlSeconds);
    const user = await repository.findUserById(session.userId);
    if (!user) return anonymous(sessionTtlSeconds);
    // Last seen is a nicety for the sessions list: its failure must not cost the reader the answer.
    await sessions.touch(session).catch((error: unknown) => {
      logger.warn('Could not note a session as seen', { error: error as Error });
    });
    return {
      isAuthorized: true,
      resolverContext: resolverContextFor({
        id: user.id,
        tier: servedTier(user, (deps.now ?? Date.now)()),
        isStaff: user.isStaff ?? false,
        canViewSuspendedContent: user.canViewSuspendedContent ?? false,
        xsrf: session.xsrf,
        sessionHash: session.idHash,
      }),
      ttlOverride: sessionTtlSeconds,
    };
  };
}

let instance: Authorizer | undefined;

/**
 * The AWS entry (TABLE_NAME, SESSION_SECRET_ARN). The collaborators are built on the first
 * session credential, so answering visitors needs no environment.
 */
export const handler: Authorizer = observeInvocation(
  async (event: AppSyncAuthorizerEvent) =>
    answerWithoutSession(event.authorizationToken) ??
    (instance ??= createAuthorizer(authorizerDependenciesFromEnv()))(event),
);
