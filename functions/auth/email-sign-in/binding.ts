import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createHash } from 'node:crypto';
import { laxCookie, readCookie } from '../core/cookies.ts';
import { bindingHashOf, bindingValue } from '../core/sign-in-binding.ts';
import { sameDigest } from '../core/tokens.ts';

/**
 * The browser binding of e-mail sign-in (docs/decisions.md, login CSRF). A browser about to ask for a
 * link, a code or an account token first gets a random **nonce** in an HttpOnly cookie
 * (binding-route.ts); its JavaScript is told only the nonce's one-way image, the **binding**, which the
 * sign-in call passes on; the grant keeps the binding's SHA-256. At the callback, the browser whose
 * cookie leads to that hash is the one that asked: it signs in at once. Any other browser — another
 * device, or a victim's browser made to open someone else's link — is asked to confirm. Neither a copy
 * of the table nor the page's script can make the cookie.
 */

export const bindingCookieName = 'folio_sign_in';

/** As long as a link or a code lives (sign-in-email.ts), counted again from each sign-in asked for. */
export const bindingLifetimeSeconds = 15 * 60;

/**
 * The cookie goes to the callback paths only (the e-mail callback, this binding's route, the
 * confirmation's POST): HttpOnly, SameSite=Lax — it comes with the top-level GET of a link from an
 * e-mail, and with our own page's POST, never with another site's POST.
 */
const cookiePath = '/m/callback';

/** What the browser's JavaScript is told, and passes on as `binding`: the nonce's one-way image. */
export const bindingOf = (nonce: string) =>
  createHash('sha256').update(`folio-sign-in-binding:${nonce}`).digest('base64url');

/** The cookie holding `nonce`, for `host` (renewed each time a sign-in is asked for). */
export const bindingCookie = (nonce: string, host: string | undefined) =>
  laxCookie(bindingCookieName, nonce, {
    maxAge: bindingLifetimeSeconds,
    host,
    httpOnly: true,
    path: cookiePath,
  });

/** The nonce this browser holds, if its cookie is well-formed. */
export function bindingNonceOf(event: APIGatewayProxyEventV2): string | undefined {
  const value = readCookie(event.cookies, event.headers.cookie, bindingCookieName);
  return bindingValue.safeParse(value).success ? value : undefined;
}

/** Whether the browser holding `nonce` is the one the grant was asked for (false without either). */
export function isBoundTo(grant: { bindingHash?: string | undefined }, nonce: string | undefined): boolean {
  if (!grant.bindingHash || !nonce) return false;
  return sameDigest(bindingHashOf(bindingOf(nonce)), grant.bindingHash);
}
