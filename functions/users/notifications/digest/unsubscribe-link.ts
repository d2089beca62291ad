import { isLinkSignature, linkSignature } from '#shared/email/signed-link.ts';

/**
 * The digest's one-click unsubscribe (decision 273): RFC 8058's address names the reader and carries
 * its signature (`signed-link.ts`), so a mail client's POST turns activity e-mails off without a
 * sign-in, for that reader only.
 */
const purpose = 'folio:activity-email-unsubscribe:v1';

/** Its own function URL without origin access control, as the newsletters' (decision 158). */
export const activityUnsubscribePathPrefix = '/_/notifications/unsubscribe/';

/** Where a GET of the address (a reader's click, a scanner's prefetch) is sent: the e-mail settings. */
export const emailSettingsPath = '/me/settings/notifications#email-settings';

export const activityUnsubscribeAddress = (siteOrigin: string, sessionSecret: string, userId: string) =>
  `${siteOrigin}${activityUnsubscribePathPrefix}${encodeURIComponent(userId)}/${linkSignature(sessionSecret, purpose, [userId])}`;

/** The reader an address names, when its signature is theirs; undefined for anything else. */
export function readerOfAddress(path: string, sessionSecret: string): string | undefined {
  if (!path.startsWith(activityUnsubscribePathPrefix)) return undefined;
  const parts = path.slice(activityUnsubscribePathPrefix.length).split('/');
  if (parts.length !== 2) return undefined;
  let userId: string;
  try {
    userId = decodeURIComponent(parts[0]!);
  } catch {
    return undefined;
  }
  return userId && isLinkSignature(sessionSecret, purpose, [userId], parts[1]!) ? userId : undefined;
}
