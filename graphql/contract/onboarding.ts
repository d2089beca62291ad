/**
 * Onboarding (spec 2 §2, §4; spec 1 §2.3 /get-started/topics): a reader whose account a sign-in just
 * made is sent to pick topics before the page they asked for, unless they signed up from an entry point
 * that skips onboarding, which the browser marks on its return address (decision 274).
 */
export const topicsOnboardingPath = '/get-started/topics';

/** On the return address: this sign-in came from an entry point that skips onboarding. */
export const skipOnboardingParameter = 'skipOnboarding';

/** On the onboarding page: where the reader goes once done (a path of the site). */
export const afterOnboardingParameter = 'redirect';

/** Whether a return address (a path or a URL) carries the skip mark. */
export function skipsOnboardingMark(target: string): boolean {
  try {
    return new URL(target, 'https://folio.invalid').searchParams.get(skipOnboardingParameter) === '1';
  } catch {
    return false;
  }
}

/** The onboarding page, leading on to `then` (a path of the site) or home. */
export const onboardingTarget = (then: string) =>
  then === '/'
    ? topicsOnboardingPath
    : `${topicsOnboardingPath}?${afterOnboardingParameter}=${encodeURIComponent(then)}`;
