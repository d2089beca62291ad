import { authPaths } from '#contract/auth-paths.ts';

/** Spec 2 §2 sign-in providers, lower case as the sign-in state names them (spec 2 §4). */
export type ConnectProvider = 'apple' | 'facebook' | 'google' | 'twitter';

export const connectProviders: readonly ConnectProvider[] = ['apple', 'facebook', 'google', 'twitter'];

export const providerNames: Record<ConnectProvider, string> = {
  apple: 'Apple',
  facebook: 'Facebook',
  google: 'Google',
  twitter: 'X',
};

/** The provider's start path on the auth domain (graphql/contract/auth-paths.ts). */
const startPaths: Record<ConnectProvider, string> = {
  apple: authPaths.startApple,
  facebook: authPaths.connectFacebook,
  google: authPaths.connectGoogle,
  twitter: authPaths.authenticateTwitter,
};

/**
 * Spec 2 §4: the state is the lowercase provider name, the redirect target and the operation, "plus
 * the viewer id when the operation is connect": `{provider}|{target}|connect|{viewerId}` with the
 * target URI-encoded (as the sign-in modal builds its state), so splitting on '|' is unambiguous.
 */
export function connectUrl(
  authOrigin: string,
  provider: ConnectProvider,
  target: string,
  viewerId: string,
): string {
  const state = `${provider}|${encodeURIComponent(target)}|connect|${viewerId}`;
  return `${authOrigin}${startPaths[provider]}?state=${encodeURIComponent(state)}`;
}
