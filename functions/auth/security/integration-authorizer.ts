import { servedTier } from '#shared/data/served-tier.ts';
import type { AppSyncAuthorizerResult } from 'aws-lambda';
import { integrationCallerKey } from '#shared/api/resolver-router.ts';
import { resolverContextFor, type ResolverContext } from '#shared/api/viewer.ts';
import type { IntegrationTokenRepository } from './integration-token-repository.ts';
import type { AuthRepository } from '../core/auth-repository.ts';
import { sha256Hex } from '../core/tokens.ts';

/** `lastUsedAt` is written at most this often per token. */
export const lastUsedPrecisionMs = 60 * 60 * 1000;

/** The integration credential: what the CloudFront Function makes of `Authorization: Bearer folio_…`. */
export const integrationCredential = /^integration:(folio_[\w-]{43})$/;

export type IntegrationContext = ResolverContext & { [integrationCallerKey]?: 'true' };

/**
 * Authorizes a script holding an integration token: the resolverContext of the token's owner, with no
 * xsrf and no session (a token is not a cookie: there is nothing to forge, and resolver-router.ts
 * skips the xsrf check for the mark it carries; the Security settings refuse callers without a
 * session). An unknown or revoked token is refused outright — unlike a stale cookie, a script should
 * hear that its token no longer works.
 */
export function createIntegrationAuthorizer(deps: {
  repository: Pick<AuthRepository, 'findUserById'>;
  tokens: Pick<IntegrationTokenRepository, 'findIntegrationToken' | 'touchIntegrationToken'>;
  now: () => number;
  ttlSeconds: number;
  onTouchFailure: (error: unknown) => void;
}) {
  return async (token: string): Promise<AppSyncAuthorizerResult<IntegrationContext>> => {
    const item = await deps.tokens.findIntegrationToken(sha256Hex(token));
    const user = item && (await deps.repository.findUserById(item.userId));
    if (!item || !user) return { isAuthorized: false };
    const at = deps.now();
    if ((item.lastUsedAt ?? 0) <= at - lastUsedPrecisionMs) {
      await deps.tokens
        .touchIntegrationToken(item.tokenHash, at, at - lastUsedPrecisionMs)
        .catch(deps.onTouchFailure);
    }
    const context = resolverContextFor({
      id: user.id,
      tier: servedTier(user, at),
      isStaff: user.isStaff ?? false,
      canViewSuspendedContent: user.canViewSuspendedContent ?? false,
      xsrf: '',
      sessionHash: '',
    });
    return {
      isAuthorized: true,
      resolverContext: { ...context, [integrationCallerKey]: 'true' },
      ttlOverride: deps.ttlSeconds,
    };
  };
}
