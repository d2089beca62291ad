import { buildRoute } from '#web/routes/build-route.ts';
import type { EntryPoint } from './entry-point.ts';

/** Spec 2 §2: the modal's operation (the schema's AuthOperation). */
export type SignInOperation = 'login' | 'register';

/** Spec 2 §2: what the sign-in page is told about the subject of a newsletter or follow prompt. */
export interface SignInSubject {
  collection?: string;
  collectionId?: string;
  newsletterV3?: string;
  newsletterV3Id?: string;
  user?: string;
  userId?: string;
}

/** What a feature asks for when it sends a reader to sign in or sign up. */
export interface SignInRequest {
  operation: SignInOperation;
  /** Titles the modal and decides onboarding (spec 2 §2, §4). */
  entry?: EntryPoint;
  /** Where to return after signing in; wins over everything else. */
  redirectTo?: string;
  /** The post the prompt is about (its mediumUrl or its path): the return address without redirectTo. */
  postUrl?: string;
  /** The URL of the action that asked for an account (a clap's post…); defaults to the return address. */
  actionUrl?: string;
  subject?: SignInSubject;
  /** Spec 2 §2: ENTER_EMAIL as a step override, skipping the options screen. */
  step?: 'ENTER_EMAIL';
}

/** What the modal receives: the request with its return address settled. */
export interface SignInModalRequest {
  operation: SignInOperation;
  entry?: EntryPoint;
  redirect: string;
  actionUrl?: string;
  step?: 'ENTER_EMAIL';
  /** The newsletter a subscribe prompt is about: the sign-up options offer subscribing by e-mail. */
  newsletterV3Id?: string;
  /** The writer whose newsletter it is (a writer's is made on its first subscription). */
  userId?: string;
}

/** An empty auth origin (no configuration) means "this host". */
export const isInsideAuthDomain = (origin: string, authOrigin: string): boolean =>
  authOrigin === '' || origin === authOrigin;

/**
 * Spec 2 §2 "After login the user returns to: explicit redirectTo, else the post's URL, else the
 * current location". `here` is the location: a whole URL, kept as a path on the auth domain and whole
 * elsewhere (the server accepts absolute URLs on the auth domain and its subdomains, and hands the
 * session off to a live custom domain or a claimed subdomain: functions/auth/handoff/), or already a
 * path of this host. Null when it is not known: the sign-in page then falls back to home.
 */
export function redirectTarget(
  request: SignInRequest,
  here: string | null,
  authOrigin: string,
): string | null {
  if (request.redirectTo) return request.redirectTo;
  if (request.postUrl) return request.postUrl;
  if (here === null || here.startsWith('/')) return here;
  const url = new URL(here);
  return isInsideAuthDomain(url.origin, authOrigin) ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * Spec 2 §2: the auth domain's sign-in page with actionUrl, operation, redirect and, when relevant, the
 * subject's collection, collectionId, newsletterV3, newsletterV3Id, user and userId; the entry point
 * travels as `source` (as web/src/lib/gated-link.ts sends it).
 */
export function signInPageHref(authOrigin: string, request: SignInRequest, redirect: string | null): string {
  const query = new URLSearchParams();
  const actionUrl = request.actionUrl ?? redirect;
  if (actionUrl) query.set('actionUrl', actionUrl);
  query.set('operation', request.operation);
  if (redirect) query.set('redirect', redirect);
  if (request.entry) query.set('source', request.entry);
  for (const [name, value] of Object.entries(request.subject ?? {})) if (value) query.set(name, value);
  return `${authOrigin}${buildRoute('ShowSignIn', {})}?${query.toString()}`;
}
