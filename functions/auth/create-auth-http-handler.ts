import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { authPaths } from '#contract/auth-paths.ts';
import { sessionCookieName } from '#contract/edge-headers.ts';
import { answerFailures } from '#shared/http/http-errors.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { createAccountConfirm } from './security/account-confirm.ts';
import { clearedSessionCookies, readCookie } from './core/cookies.ts';
import { createEmailChangeRepository } from './security/email-change-repository.ts';
import { createEmailSignInRoutes } from './email-sign-in/routes.ts';
import { createHandoffRoute } from './handoff/route.ts';
import { viewerIp } from './core/http-caller.ts';
import { page, redirect, unavailablePage, type HttpResult } from './core/http-responses.ts';
import { createOidcRoutes } from './oidc/routes.ts';
import type { AuthDependencies } from './core/ports.ts';
import { createSignInDestination } from './handoff/destination.ts';
import type { OidcSettings } from './oidc/settings.ts';
import { createAuthRepository } from './core/auth-repository.ts';
import { createSessions } from './core/sessions.ts';
import { reindexingNewAccounts } from './core/findable-accounts.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { reindexSender } from '#shared/queues/search-index-message.ts';

const { signOutPrefix } = authPaths;

const home = { href: '/', label: 'Go to the home page' };

/**
 * The auth domain's HTTP Lambda (function URL behind CloudFront: the paths of graphql/contract/auth-paths.ts): the
 * e-mail sign-in callback, which sets the session cookies, and the binding a browser gets before
 * asking for a sign-in (email-sign-in/), sign-out, which revokes the session,
 * social sign-in's start paths and callback (oidc/routes.ts), the link confirming a new e-mail
 * address (security/account-confirm.ts), and the session hand-off on Folio's other hosts (handoff/route.ts).
 */
export function createAuthHttpHandler(
  deps: AuthDependencies & { oidc?: OidcSettings; queue: QueueSender },
  logger = createLogger('auth'),
) {
  const now = deps.now ?? Date.now;
  const reindex = reindexSender(deps.queue, logger);
  const repository = reindexingNewAccounts(createAuthRepository(deps.data), reindex);
  const sessions = createSessions({ repository, secret: deps.secret, now });
  const { authOrigin } = deps.settings;
  const destination = createSignInDestination({ data: deps.data, repository, authOrigin, now });
  const emailSignIn = createEmailSignInRoutes({
    repository,
    sessions,
    secret: deps.secret,
    destination,
    now,
    logger,
  });
  const handoff = createHandoffRoute({ repository, sessions, authOrigin, now });
  const confirm = createAccountConfirm({
    repository,
    emails: createEmailChangeRepository(deps.data),
    reindex,
    now,
  });
  const oidc = createOidcRoutes({
    data: deps.data,
    repository,
    sessions,
    settings: deps.oidc,
    authOrigin,
    destination,
    now,
    logger,
  });

  /** The paths served by their own modules; sign-out is this file's. */
  const routes = [emailSignIn.callback, emailSignIn.binding, confirm, oidc, handoff];

  async function signOut(event: APIGatewayProxyEventV2, host: string | undefined): Promise<HttpResult> {
    const xsrf = event.rawPath.slice(signOutPrefix.length);
    const session = await sessions.resolve(
      readCookie(event.cookies, event.headers.cookie, sessionCookieName),
    );
    if (!session) return redirect('/', clearedSessionCookies(host));
    if (!sessions.xsrfMatches(session, xsrf)) {
      return page(
        403,
        'Sign-out link not valid',
        'This sign-out link does not belong to your session, so you are still signed in. Use Sign out in the menu of your profile picture instead.',
        { link: home },
      );
    }
    await sessions.close(session);
    return redirect('/', clearedSessionCookies(host));
  }

  async function handle(event: APIGatewayProxyEventV2): Promise<HttpResult> {
    const method = event.requestContext.http.method;
    const path = event.rawPath;
    const host = event.headers.host;
    const known = path.startsWith(signOutPrefix) || routes.some((route) => route.handles(path));
    if (!known) return page(404, 'Page not found', `Nothing is served at ${path}.`, { link: home });
    // Not even HEAD: a link checker's HEAD must not spend a sign-in link or end a session.
    if (method !== 'GET') {
      return page(405, 'Method not allowed', 'Open this address in your browser.', {
        headers: { allow: 'GET' },
      });
    }
    const route = routes.find((candidate) => candidate.handles(path));
    const request = { ip: viewerIp(event), userAgent: event.headers['user-agent'] ?? '' };
    return route ? route.handle(event, request) : signOut(event, host);
  }

  // A failure that is ours, not the reader's (the table or the secret): logged, and a page instead of a bare 502.
  return answerFailures(handle, { logger, unavailable: unavailablePage });
}
