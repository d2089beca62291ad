import type { SocialProvider } from '#contract/social-sign-in.ts';

/** Spec 2 §2 sign-in providers other than e-mail, lower case as the connect state names them (spec 2 §4). */
export { socialStartUrl, type SocialProvider } from '#contract/social-sign-in.ts';

/** The flags of spec 2 §2 that hide one method each (the names of graphql/contract/flags.ts). */
export type LoginFlag =
  | 'disable_login_apple'
  | 'disable_login_facebook'
  | 'disable_login_google'
  | 'disable_login_twitter'
  | 'disable_login_email';

/** Flag values as the flag store answers them; a missing flag is off, so every method shows. */
export type LoginFlags = Partial<Record<LoginFlag, boolean | string>>;

export type SignInMethod = SocialProvider | 'email';

/** Spec 2 §2: sign-in offers Apple, Facebook, Google, X and e-mail; sign-up Facebook, Google and e-mail. */
const methodsOf: Record<'login' | 'register', readonly SignInMethod[]> = {
  login: ['google', 'facebook', 'apple', 'twitter', 'email'],
  register: ['google', 'facebook', 'email'],
};

const flagOf: Record<SignInMethod, LoginFlag> = {
  apple: 'disable_login_apple',
  facebook: 'disable_login_facebook',
  google: 'disable_login_google',
  twitter: 'disable_login_twitter',
  email: 'disable_login_email',
};

/** The methods to offer, in order: minus those flagged off, and minus Google inside in-app browsers. */
export function availableMethods(
  operation: 'login' | 'register',
  flags: LoginFlags,
  inAppBrowser: boolean,
): SignInMethod[] {
  return methodsOf[operation].filter(
    (method) => flags[flagOf[method]] !== true && !(method === 'google' && inAppBrowser),
  );
}
