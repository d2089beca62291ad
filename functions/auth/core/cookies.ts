import { sessionCookieName, xsrfCookieName } from '#contract/edge-headers.ts';

/** Read here, by the HTTP Lambda too (functions/http/client-events.ts): it lives in functions/shared. */
export { readCookie } from '#shared/http/request-cookies.ts';

/** How long a session lasts, and its cookies with it: 60 days. */
export const sessionLifetimeSeconds = 60 * 24 * 60 * 60;

/** Local hosts are served over plain HTTP, where a browser drops Secure cookies. */
export function isLocalHost(host: string | undefined): boolean {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * A host-only (no Domain) SameSite=Lax cookie of `host`, Secure but on local hosts: every cookie the
 * auth Lambdas set is made here.
 */
export function laxCookie(
  name: string,
  value: string,
  options: { maxAge: number; host: string | undefined; httpOnly: boolean; path?: string },
): string {
  const path = options.path ?? '/';
  const attributes = [`${name}=${value}`, `Max-Age=${options.maxAge}`, `Path=${path}`, 'SameSite=Lax'];
  if (options.httpOnly) attributes.push('HttpOnly');
  if (!isLocalHost(options.host)) attributes.push('Secure');
  return attributes.join('; ');
}

/**
 * The cookies of a new session: the signed session token, out of JavaScript's reach (HttpOnly), and
 * the xsrf token, which the page reads to echo on every GraphQL request and to sign out. SameSite=Lax
 * keeps the session on top-level navigations from other sites (a link in an e-mail) and off their
 * sub-requests.
 */
export const sessionCookies = (token: string, xsrf: string, host: string | undefined): string[] => [
  laxCookie(sessionCookieName, token, { maxAge: sessionLifetimeSeconds, host, httpOnly: true }),
  laxCookie(xsrfCookieName, xsrf, { maxAge: sessionLifetimeSeconds, host, httpOnly: false }),
];

/** Both cookies, expired: the browser forgets them. */
export const clearedSessionCookies = (host: string | undefined): string[] => [
  laxCookie(sessionCookieName, '', { maxAge: 0, host, httpOnly: true }),
  laxCookie(xsrfCookieName, '', { maxAge: 0, host, httpOnly: false }),
];
