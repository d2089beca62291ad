import { authPaths } from './auth-paths.ts';

/** The social sign-in providers the browser offers (spec 2 §4). */
export type SocialProvider = 'apple' | 'facebook' | 'google' | 'twitter';

/**
 * Each provider's start path on the auth domain (graphql/contract/auth-paths.ts, spec 3 §2).
 */
const startPaths: Record<SocialProvider, string> = {
  apple: authPaths.startApple,
  facebook: authPaths.connectFacebook,
  google: authPaths.connectGoogle,
  twitter: authPaths.authenticateTwitter,
};

/**
 * Spec 2 §4: social sign-in goes to the provider's endpoint on the auth domain with a state made of the
 * lowercase provider name, the redirect target and the operation: `{provider}|{target}|{operation}`
 * with the target URI-encoded, so splitting on '|' is unambiguous. (A "connect" operation would add
 * the viewer id; connecting an account from settings is not built.)
 */
export function socialStartUrl(
  authOrigin: string,
  provider: SocialProvider,
  target: string,
  operation: 'login' | 'register',
): string {
  const state = `${provider}|${encodeURIComponent(target)}|${operation}`;
  return `${authOrigin}${startPaths[provider]}?state=${encodeURIComponent(state)}`;
}
