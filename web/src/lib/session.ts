import { xsrfCookieName } from '#contract/edge-headers.ts';
import { buildRoute } from '#web/routes/build-route.ts';

/**
 * The browser's side of the session (DESIGN.md §1): the session cookie itself is HttpOnly; its xsrf
 * token sits in a cookie scripts can read, and is echoed in a header on every GraphQL request (the API
 * refuses a signed-in mutation without it) and in the sign-out address. A page on another site can make
 * the browser send cookies, never read them, so it cannot forge either.
 */

/** Spec 1 §8 and spec 2 §8, verbatim. */
export const missingXsrfTokenMessage = 'No xsrf token found.';

/** The session's xsrf token, or null without one (a visitor; or no document: the server render). */
export function readXsrfToken(
  doc: Pick<Document, 'cookie'> | undefined = globalThis.document,
): string | null {
  if (!doc) return null;
  for (const pair of doc.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== xsrfCookieName) continue;
    // Taken as written: the server sets a base64url token, which needs no decoding.
    return pair.slice(separator + 1).trim() || null;
  }
  return null;
}

/**
 * Spec 1 §2.5: Sign out is a navigation to AcctSignout carrying the session's xsrf token. Without a
 * token there is nothing to sign out of: the spec's message is logged and there is no address.
 */
export function signOutHref(doc?: Pick<Document, 'cookie'>): string | null {
  const xsrf = readXsrfToken(doc);
  if (!xsrf) {
    console.error(missingXsrfTokenMessage);
    return null;
  }
  return buildRoute('AcctSignout', { xsrf });
}
