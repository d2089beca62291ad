import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link of every newsletter e-mail (decision 153): it names the subscriber and
 * the newsletter and carries an HMAC-SHA256 of both, so it needs no sign-in and cannot be forged or
 * turned to another reader or newsletter. The key is derived from the session signing key for this one
 * use: a link never verifies as anything else, and rotating that key ends every link with the sessions.
 */
const purpose = 'folio:newsletter-unsubscribe:v1';

/** The page a link opens (web route ShowNewsletterUnsubscribe): it asks, one button unsubscribes. */
export const unsubscribeLinkPath = (newsletterId: string, subscriberId: string, signature: string) =>
  `/newsletters/unsubscribe/${encodeURIComponent(newsletterId)}/${encodeURIComponent(subscriberId)}/${signature}`;

/**
 * Where mail clients POST RFC 8058's `List-Unsubscribe=One-Click` (decision 158): its own function URL
 * without origin access control (one-click.ts); a GET of it is sent on to the page above.
 */
export const oneClickPathPrefix = '/_/newsletters/unsubscribe/';
export const oneClickPath = (newsletterId: string, subscriberId: string, signature: string) =>
  `${oneClickPathPrefix}${encodeURIComponent(newsletterId)}/${encodeURIComponent(subscriberId)}/${signature}`;

const keyFrom = (sessionSecret: string) => createHmac('sha256', sessionSecret).update(purpose).digest();

/** The signature of one (subscriber, newsletter): 43 base64url characters. */
export function unsubscribeSignature(
  sessionSecret: string,
  subscriberId: string,
  newsletterId: string,
): string {
  return createHmac('sha256', keyFrom(sessionSecret))
    .update(`${subscriberId}\n${newsletterId}`)
    .digest('base64url');
}

/** Whether `signature` is that of this subscriber and newsletter, compared in constant time. */
export function isUnsubscribeSignature(
  sessionSecret: string,
  subscriberId: string,
  newsletterId: string,
  signature: string,
): boolean {
  const expected = Buffer.from(unsubscribeSignature(sessionSecret, subscriberId, newsletterId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * What the sender puts in each e-mail: the visible link (the page, which asks), and RFC 8058's headers
 * so mail clients offer their own Unsubscribe, which POSTs `List-Unsubscribe=One-Click` to the
 * one-click address and unsubscribes at once.
 */
export function unsubscribeHeaders(
  siteOrigin: string,
  sessionSecret: string,
  subscriberId: string,
  newsletterId: string,
) {
  const signature = unsubscribeSignature(sessionSecret, subscriberId, newsletterId);
  const link = `${siteOrigin}${unsubscribeLinkPath(newsletterId, subscriberId, signature)}`;
  const oneClick = `${siteOrigin}${oneClickPath(newsletterId, subscriberId, signature)}`;
  return {
    link,
    oneClick,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
