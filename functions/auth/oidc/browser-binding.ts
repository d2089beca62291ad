import { laxCookie } from '../core/cookies.ts';
import { sha256Hex } from '../core/tokens.ts';

/** As long as the attempt it binds (functions/shared/data/entities/oidc-attempt.ts). */
export const attemptLifetimeSeconds = 10 * 60;

/**
 * The cookie that ties an attempt to the browser that started it: without it, someone could start a
 * sign-in with their own provider account and send the callback link to a victim, who would end up
 * signed in as them (login CSRF). One cookie per attempt (named after its state), so two tabs signing
 * in at once do not undo each other; only sent to the provider's callback path (`callbackPath`:
 * core/identity/providers.ts callbackPathOf); HttpOnly; SameSite=Lax is enough because providers come back with a
 * top-level GET, and Apple's cross-site POST is re-posted from our own page (form-post-page.ts).
 */
export const bindingCookieName = (state: string) => `folio_oidc_${sha256Hex(state).slice(0, 16)}`;

const bindingCookie = (
  state: string,
  value: string,
  maxAge: number,
  host: string | undefined,
  callbackPath: string,
) => laxCookie(bindingCookieName(state), value, { maxAge, host, httpOnly: true, path: callbackPath });

export const setBindingCookie = (
  state: string,
  value: string,
  host: string | undefined,
  callbackPath: string,
) => bindingCookie(state, value, attemptLifetimeSeconds, host, callbackPath);

export const clearBindingCookie = (state: string, host: string | undefined, callbackPath: string) =>
  bindingCookie(state, '', 0, host, callbackPath);
