import { sessionCookieName, xsrfCookieName } from '../shared/edge-headers.ts';

/** How long a session lasts, and its cookies with it: 60 days. */
export const sessionLifetimeSeconds = 60 * 24 * 60 * 60;

/** Local hosts are served over plain HTTP, where a browser drops Secure cookies. */
export function isLocalHost(host: string | undefined): boolean {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

function cookie(name: string, value: string, maxAge: number, host: string | undefined, httpOnly: boolean) {
  const attributes = [`${name}=${value}`, `Max-Age=${maxAge}`, 'Path=/', 'SameSite=Lax'];
  if (httpOnly) attributes.push('HttpOnly');
  if (!isLocalHost(host)) attributes.push('Secure');
  return attributes.join('; ');
}

/**
 * The cookies of a new session: the signed session token, out of JavaScript's reach (HttpOnly), and
 * the xsrf token, which the page reads to echo on every GraphQL request and to sign out. SameSite=Lax
 * keeps the session on top-level navigations from other sites (a link in an e-mail) and off their
 * sub-requests.
 */
export const sessionCookies = (token: string, xsrf: string, host: string | undefined): string[] => [
  cookie(sessionCookieName, token, sessionLifetimeSeconds, host, true),
  cookie(xsrfCookieName, xsrf, sessionLifetimeSeconds, host, false),
];

/** Both cookies, expired: the browser forgets them. */
export const clearedSessionCookies = (host: string | undefined): string[] => [
  cookie(sessionCookieName, '', 0, host, true),
  cookie(xsrfCookieName, '', 0, host, false),
];

/**
 * A cookie's value from a function URL event's `cookies` ('name=value' entries) or, failing that, its
 * Cookie header. The first one wins, as browsers send the most specific path first.
 */
export function readCookie(
  cookies: readonly string[] | undefined,
  cookieHeader: string | undefined,
  name: string,
): string | undefined {
  const pairs = cookies ?? (cookieHeader ? cookieHeader.split(';') : []);
  for (const pair of pairs) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
