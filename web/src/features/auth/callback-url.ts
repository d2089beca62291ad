import { authPaths } from '#contract/auth-paths.ts';
import { skipOnboardingParameter } from '#contract/onboarding.ts';
import { skipsOnboarding, type EntryPoint } from '#web/connected/sign-in/entry-point.ts';

/**
 * Where the reader lands once signed in: the return address, marked skipOnboarding=1 for the entry
 * points that skip onboarding (spec 2 §2, §4). The target is a path or an absolute URL; its hash stays
 * last.
 */
export function signedInTarget(redirect: string, entry: EntryPoint | undefined): string {
  if (!skipsOnboarding(entry)) return redirect;
  const hashAt = redirect.indexOf('#');
  const [beforeHash, hash] =
    hashAt < 0 ? [redirect, ''] : [redirect.slice(0, hashAt), redirect.slice(hashAt)];
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}${skipOnboardingParameter}=1${hash}`;
}

/**
 * Spec 2 §4 "A valid login code redirects to the auth domain with token, state and operation": the
 * e-mail callback consumes the single-use AccountToken, signs in and sends the reader to `state`.
 */
export const emailCallbackUrl = (
  authOrigin: string,
  token: string,
  operation: 'login' | 'register',
  target: string,
): string =>
  `${authOrigin}${authPaths.emailCallback}?token=${encodeURIComponent(token)}` +
  `&operation=${operation}&state=${encodeURIComponent(target)}`;
