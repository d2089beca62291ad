import { googleClientIdFrom } from '#shared/ports/google-client.ts';
import type { Fetch } from '../core/identity/discovery.ts';
import {
  oidcVariable,
  providerCatalogue,
  standardProviderProfile,
  type ProviderProfile,
} from '../core/identity/providers.ts';

/**
 * Google one-tap's configuration (handler.ts `AuthResolverDependencies.googleOneTap`):
 * only the public client id is needed — the prompt hands the browser an ID token issued to it, which
 * the server checks against Google's keys. No client secret is involved.
 */
export interface GoogleOneTapSettings {
  clientId: string;
  /** Google as it really is by default; a developer's or a test's stand-in issuer otherwise. */
  profile?: ProviderProfile;
  /** The HTTP client for Google's discovery document and keys; tests inject one. */
  fetch?: Fetch;
}

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * OIDC_GOOGLE_CLIENT_ID, or undefined (one-tap off). `local`: OIDC_GOOGLE_ISSUER names a stand-in
 * issuer, as for social sign-in (README "Social sign-in locally"); AWS always checks Google's tokens.
 */
export function googleOneTapSettingsFromEnv(
  env: Environment,
  options: { local?: boolean } = {},
): GoogleOneTapSettings | undefined {
  const clientId = googleClientIdFrom(env);
  if (!clientId) return undefined;
  const issuer = options.local ? env[oidcVariable('google', 'ISSUER')]?.trim() : undefined;
  return {
    clientId,
    profile: issuer ? standardProviderProfile('google', issuer) : providerCatalogue.google,
  };
}
