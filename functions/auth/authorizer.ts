import type { AppSyncAuthorizerEvent, AppSyncAuthorizerResult } from 'aws-lambda';
import { anonymousCredential } from '../shared/edge-headers.ts';
import { anonymousViewer, resolverContextFor, type ResolverContext } from '../shared/viewer.ts';

/** How long AppSync may reuse an anonymous answer for the same credential. */
const anonymousTtlSeconds = 300;

/**
 * The AppSync Lambda authorizer. The credential comes from the viewer-request CloudFront Function:
 * 'anonymous', or 'session:{token}' from the session cookie. Anything else is refused.
 *
 * Sessions do not exist yet (the accounts work adds them): until then a session credential is read as
 * a visitor — the honest answer for a token nobody can have been issued.
 */
export async function handler(
  event: AppSyncAuthorizerEvent,
): Promise<AppSyncAuthorizerResult<ResolverContext>> {
  const credential = event.authorizationToken;
  const wellFormed = credential === anonymousCredential || /^session:[\w.-]{1,512}$/.test(credential);
  if (!wellFormed) return { isAuthorized: false };
  return {
    isAuthorized: true,
    resolverContext: resolverContextFor(anonymousViewer),
    ttlOverride: anonymousTtlSeconds,
  };
}
