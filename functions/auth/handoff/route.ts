import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { authPaths } from '#contract/auth-paths.ts';
import { sessionCookieName } from '#contract/edge-headers.ts';
import { firstRefusedLimit } from '#shared/data/rate-limit.ts';
import { readCookie, sessionCookies } from '../core/cookies.ts';
import { viewerHost } from '../core/http-caller.ts';
import { expiredLinkTarget, page, redirect, type HttpResult } from '../core/http-responses.ts';
import { rateLimits } from '../core/rate-limits.ts';
import { safePath } from '../core/redirect-target.ts';
import type { AuthRepository } from '../core/auth-repository.ts';
import type { Sessions } from '../core/sessions.ts';
import { sha256Hex } from '../core/tokens.ts';

/** The hand-off's query: the grant token (32 random bytes, base64url) and the path to land on. */
const handoffQuery = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  redirect: z.string().max(4096).optional(),
});

export interface HandoffRouteDependencies {
  repository: AuthRepository;
  sessions: Sessions;
  authOrigin: string;
  now: () => number;
}

/**
 * GET /m/callback/session?token=…&redirect={path} on a publication's custom domain or a writer's
 * subdomain: spends a hand-off grant (destination.ts) made for this very host, opens a session of its
 * user here (method `handoff`), sets this host's own cookies and lands on the path. A used, expired,
 * forged or foreign token sets nothing and leads to the auth domain's expired-link screen, which brings
 * the reader back here once signed in again.
 */
export function createHandoffRoute({ repository, sessions, authOrigin, now }: HandoffRouteDependencies) {
  const scheme = new URL(authOrigin).protocol;

  return {
    handles: (path: string) => path === authPaths.sessionHandoff,

    async handle(
      event: APIGatewayProxyEventV2,
      request: { ip: string; userAgent: string },
    ): Promise<HttpResult> {
      const host = viewerHost(event);
      const query = handoffQuery.safeParse(
        Object.fromEntries(new URLSearchParams(event.rawQueryString ?? '')),
      );
      // A path of this host only: the hand-off sends nobody to another site.
      const target = (query.success && safePath(query.data.redirect)) || '/';
      const expired = () =>
        redirect(expiredLinkTarget('login', { authOrigin, redirect: `${scheme}//${host}${target}` }));
      if (!query.success) return expired();
      const refused = await firstRefusedLimit(
        repository,
        [{ rule: rateLimits.callbackPerIp, key: request.ip }],
        now(),
      );
      if (refused) {
        return page(429, 'Too many sign-in attempts', refused.message, {
          link: { href: '/', label: 'Go to the home page' },
        });
      }
      const consumed = await repository.consumeGrant(sha256Hex(query.data.token), now(), ['handoff']);
      if ('refused' in consumed) return expired();
      const { grant } = consumed;
      // Spent wherever it arrives, honoured only on its own host: a token carried elsewhere is lost.
      if (grant.host !== host || !grant.userId) return expired();
      const user = await repository.findUserById(grant.userId);
      if (!user) return expired();
      // Signing in while signed in here (as someone else, or again) ends the session this host had.
      const previous = await sessions.resolve(
        readCookie(event.cookies, event.headers.cookie, sessionCookieName),
      );
      if (previous) await sessions.close(previous);
      const session = await sessions.open(user.id, { method: 'handoff', ...request });
      return redirect(target, sessionCookies(session.token, session.xsrf, host));
    },
  };
}
