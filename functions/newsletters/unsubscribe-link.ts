import { oneClickHeaders } from '#shared/email/one-click-unsubscribe.ts';
import { isLinkSignature, linkSignature } from '#shared/email/signed-link.ts';

/**
 * The one-click unsubscribe link of every newsletter e-mail (decision 153): it names the subscriber and
 * the newsletter and carries their signature (`signed-link.ts`), so it needs no sign-in and cannot be
 * forged or turned to another reader or newsletter.
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

/** The signature of one (subscriber, newsletter). */
export const unsubscribeSignature = (sessionSecret: string, subscriberId: string, newsletterId: string) =>
  linkSignature(sessionSecret, purpose, [subscriberId, newsletterId]);

/** Whether `signature` is that of this subscriber and newsletter. */
export const isUnsubscribeSignature = (
  sessionSecret: string,
  subscriberId: string,
  newsletterId: string,
  signature: string,
) => isLinkSignature(sessionSecret, purpose, [subscriberId, newsletterId], signature);

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
    headers: oneClickHeaders(oneClick),
  };
}
