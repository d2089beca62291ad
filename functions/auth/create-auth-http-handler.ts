import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { authPaths } from '../shared/auth-paths.ts';
import { sessionCookieName } from '../shared/edge-headers.ts';
import { createLogger } from '../shared/observability.ts';
import { createAccountConfirm } from './account-confirm.ts';
import { createEmailCallback, callbackQuery, type CallbackRequest } from './callback.ts';
import { clearedSessionCookies, readCookie, sessionCookies } from './cookies.ts';
import { createEmailChangeRepository } from './email-change-repository.ts';
import { createSignInDestination } from './handoff/destination.ts';
import { createHandoffRoute } from './handoff/route.ts';
import { viewerIp } from './http-caller.ts';
import { expiredLinkTarget, page, redirect, type HttpResult } from './http-responses.ts';
import { createOidcRoutes } from './oidc/routes.ts';
import type { AuthDependencies } from './ports.ts';
import { createAuthRepository } from './repository.ts';
import { createSessions } from './sessions.ts';

const { emailCallback: callbackPath, signOutPrefix } = authPaths;

const home = { href: '/', label: 'Go to the home page' };

const signedInMessages = {
  email: 'Signed in by e-mail',
  password: 'Signed in with a password',
  google: 'Signed in with Google one-tap',
} as const;

/**
 * The auth domain's HTTP Lambda (function URL behind CloudFront: the paths of functions/shared/auth-paths.ts): the
 * e-mail sign-in callback, which sets the session cookies, sign-out, which revokes the session,
 * social sign-in's start paths and callback (oidc/routes.ts), the link confirming a new e-mail
 * address (account-confirm.ts), and the session hand-off on Folio's other hosts (handoff/route.ts).
 */
export function createAuthHttpHandler(deps: AuthDependencies, logger = createLogger('auth')) {
  const now = deps.now ?? Date.now;
  const repository = createAuthRepository(deps.data);
  const sessions = createSessions({ repository, secret: deps.secret, now });
  const { authOrigin } = deps.settings;
  const destination = createSignInDestination({ data: deps.data, repository, authOrigin, now });
  const callback = createEmailCallback({ repository, sessions, destination, now });
  const handoff = createHandoffRoute({ repository, sessions, authOrigin, now });
  const confirm = createAccountConfirm({ repository, emails: createEmailChangeRepository(deps.data), now });
  const oidc = createOidcRoutes({
    data: deps.data,
    repository,
    sessions,
    settings: deps.oidc,
    authOrigin,
    now,
    logger,
  });

  /** The paths served by their own modules; the callback and sign-out are this file's. */
  const routes = [confirm, oidc, handoff];

  async function signIn(
    event: APIGatewayProxyEventV2,
    host: string | undefined,
    request: CallbackRequest,
  ): Promise<HttpResult> {
    const query = Object.fromEntries(new URLSearchParams(event.rawQueryString ?? ''));
    const parsed = callbackQuery.safeParse(query);
    if (!parsed.success) {
      return page(
        400,
        'This sign-in link is incomplete',
        'Part of the link is missing or damaged. Copy the whole link from the email, or ask for a new one.',
        { link: { href: '/m/signin', label: 'Sign in again' } },
      );
    }
    const outcome = await callback(parsed.data, request);
    if (outcome.kind === 'rate-limited')
      return page(429, 'Too many sign-in attempts', outcome.message, { link: home });
    if (outcome.kind === 'expired') return redirect(expiredLinkTarget(parsed.data.operation));
    // Signing in while signed in (as someone else, or again) ends the session the browser had.
    const previous = await sessions.resolve(
      readCookie(event.cookies, event.headers.cookie, sessionCookieName),
    );
    if (previous) await sessions.close(previous);
    logger.info(signedInMessages[outcome.method], {
      userId: outcome.user.id,
      created: outcome.created,
    });
    return redirect(outcome.target, sessionCookies(outcome.session.token, outcome.session.xsrf, host));
  }

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

  return async (event: APIGatewayProxyEventV2): Promise<HttpResult> => {
    const method = event.requestContext.http.method;
    const path = event.rawPath;
    const host = event.headers.host;
    const known =
      path === callbackPath || path.startsWith(signOutPrefix) || routes.some((route) => route.handles(path));
    if (!known) return page(404, 'Page not found', `Nothing is served at ${path}.`, { link: home });
    // Not even HEAD: a link checker's HEAD must not spend a sign-in link or end a session.
    if (method !== 'GET') {
      return page(405, 'Method not allowed', 'Open this address in your browser.', {
        headers: { allow: 'GET' },
      });
    }
    try {
      const route = routes.find((candidate) => candidate.handles(path));
      const request = { ip: viewerIp(event), userAgent: event.headers['user-agent'] ?? '' };
      if (route) return await route.handle(event, request);
      return await (path === callbackPath ? signIn(event, host, request) : signOut(event, host));
    } catch (error) {
      // Ours, not the reader's (the table or the secret failed): logged, and a page instead of a bare 502.
      logger.error('auth-http failed', { path, error: error as Error });
      return page(500, 'Something went wrong', 'Please try again.', { link: home });
    }
  };
}
