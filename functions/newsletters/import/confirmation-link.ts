import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';

/**
 * The link of an import's confirmation e-mail (decision 173): it names the newsletter, the address (by
 * its derived id, so no address travels in a URL that proxies and histories keep) and when it expires,
 * and carries an HMAC-SHA256 of the three, with a key derived from the session signing key for this one
 * use: it cannot be forged, turned to another address or newsletter, or kept alive longer.
 */
const purpose = 'folio:newsletter-confirm:v1';

/** Served by the newsletters' function URL (one-click.ts's), like the one-click and tracking paths. */
export const confirmPathPrefix = '/_/newsletters/confirm/';

export interface ConfirmationLink {
  newsletterId: string;
  addressId: string;
  /** Epoch seconds. */
  expiresAt: number;
  signature: string;
}

const linkSchema = z.object({
  newsletterId: z.string().regex(/^[0-9a-f]{16}$/),
  addressId: z.string().regex(/^email-[0-9a-f]{16}$/),
  expiresAt: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  signature: z.string().regex(/^[\w-]{43}$/),
});

const keyFrom = (sessionSecret: string) => createHmac('sha256', sessionSecret).update(purpose).digest();

const signatureOf = (sessionSecret: string, link: Omit<ConfirmationLink, 'signature'>) =>
  createHmac('sha256', keyFrom(sessionSecret))
    .update(`${link.newsletterId}\n${link.addressId}\n${link.expiresAt}`)
    .digest('base64url');

/** The confirmation page's address for one (newsletter, address) until `expiresAt`. */
export function confirmationPath(sessionSecret: string, link: Omit<ConfirmationLink, 'signature'>): string {
  const signature = signatureOf(sessionSecret, link);
  return `${confirmPathPrefix}${link.newsletterId}/${link.addressId}/${link.expiresAt}/${signature}`;
}

/** What a confirmation path names, if it is one (its signature not checked yet). */
export function readConfirmationPath(path: string): ConfirmationLink | undefined {
  if (!path.startsWith(confirmPathPrefix)) return undefined;
  const [newsletterId, addressId, expiresAt, signature, ...rest] = path
    .slice(confirmPathPrefix.length)
    .split('/');
  if (rest.length > 0) return undefined;
  const parsed = linkSchema.safeParse({ newsletterId, addressId, expiresAt, signature });
  return parsed.success ? parsed.data : undefined;
}

/** Whether the link's signature is ours, compared in constant time. */
export function isConfirmationSigned(sessionSecret: string, link: ConfirmationLink): boolean {
  const expected = Buffer.from(signatureOf(sessionSecret, link));
  const given = Buffer.from(link.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
