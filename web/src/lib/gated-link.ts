import { buildRoute } from '#web/routes/build-route.ts';

/**
 * Where a gated action sends a signed-out visitor (spec 1 §2.4, §6; spec 2 §1, §2): the sign-in page in
 * its sign-up operation, with the action's URL, the address to come back to and the entry label the
 * modal titles itself by (bookmark, clap, follow, highlight, write…). Sign-in lives on the auth domain,
 * whose origin the pages do not know yet: the link is a path on this host (TODO with the accounts work).
 */
export interface GatedAction {
  /** The URL of the action itself (the Write link's /new-story, a clap's post…). */
  actionUrl: string;
  /** Where to return after signing up; defaults to the action's URL. */
  redirect?: string;
  /** The entry label (spec 2 §2 "entry point"). */
  entry: string;
  /** Spec 2 §2: login or register; gated actions ask to sign up. */
  operation?: 'login' | 'register';
}

/** judgement: the spec names actionUrl, operation and redirect; the entry label travels as `source`. */
export function gatedHref({ actionUrl, redirect, entry, operation = 'register' }: GatedAction): string {
  const query = new URLSearchParams({
    operation,
    redirect: redirect ?? actionUrl,
    actionUrl,
    source: entry,
  });
  return `${buildRoute('ShowSignIn', {})}?${query.toString()}`;
}
