import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NewsletterMail } from '../mail-tags.ts';

/**
 * The open pixel and click redirects of a newsletter e-mail (decision 165): each names its send,
 * newsletter and recipient and carries an HMAC-SHA256 of them — and, for a click, of the target URL —
 * with a key derived from the session signing key for this one use. Nobody can count an open or a
 * click for another recipient, nor use the redirect to send anyone anywhere else (an open redirect).
 */
const purpose = 'folio:newsletter-tracking:v1';

/** Served by the newsletters' function URL (one-click.ts), as /_/newsletters/unsubscribe/ is. */
export const openPathPrefix = '/_/newsletters/open/';
export const clickPathPrefix = '/_/newsletters/click/';

const keyFrom = (sessionSecret: string) => createHmac('sha256', sessionSecret).update(purpose).digest();

const signature = (secret: string, kind: 'open' | 'click', mail: NewsletterMail, target = '') =>
  createHmac('sha256', keyFrom(secret))
    .update([kind, mail.postId, mail.newsletterId, mail.recipientId, target].join('\n'))
    .digest('base64url');

const segments = (mail: NewsletterMail) =>
  [mail.postId, mail.newsletterId, Buffer.from(mail.recipientId, 'utf8').toString('base64url')].join('/');

export const openPixelUrl = (origin: string, secret: string, mail: NewsletterMail) =>
  `${origin}${openPathPrefix}${segments(mail)}/${signature(secret, 'open', mail)}.gif`;

export const clickUrl = (origin: string, secret: string, mail: NewsletterMail, target: string) =>
  `${origin}${clickPathPrefix}${segments(mail)}/${signature(secret, 'click', mail, target)}?u=${encodeURIComponent(target)}`;

export type TrackedRequest =
  { kind: 'open'; mail: NewsletterMail } | { kind: 'click'; mail: NewsletterMail; target: string };

const idPattern = /^[0-9a-f]{12,16}$/;
const recipientPattern = /^[\w-]{1,200}$/;

/**
 * What a tracking address names, if its signature is right (compared in constant time); undefined for
 * anything else: a forged, altered or malformed address, or a click to a target that is not http(s).
 */
export function readTrackedRequest(
  secret: string,
  path: string,
  query: URLSearchParams,
): TrackedRequest | undefined {
  const kind = path.startsWith(openPathPrefix)
    ? 'open'
    : path.startsWith(clickPathPrefix)
      ? 'click'
      : undefined;
  if (!kind) return undefined;
  const parts = path.slice((kind === 'open' ? openPathPrefix : clickPathPrefix).length).split('/');
  if (parts.length !== 4) return undefined;
  const [postId = '', newsletterId = '', recipient = '', signed = ''] = parts;
  const given = kind === 'open' ? signed.replace(/\.gif$/, '') : signed;
  if (!idPattern.test(postId) || !idPattern.test(newsletterId) || !recipientPattern.test(recipient))
    return undefined;
  const mail = { postId, newsletterId, recipientId: Buffer.from(recipient, 'base64url').toString('utf8') };
  const target = kind === 'click' ? (query.get('u') ?? '') : '';
  if (kind === 'click' && !/^https?:\/\//.test(target)) return undefined;
  const expected = Buffer.from(signature(secret, kind, mail, target));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return kind === 'open' ? { kind, mail } : { kind, mail, target };
}
