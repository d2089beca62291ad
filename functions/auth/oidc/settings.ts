import type { Fetch } from '../core/identity/discovery.ts';
import type { OidcProviderName, ProviderProfile } from '../core/identity/providers.ts';
import type { OidcClient } from './relying-party.ts';

/**
 * Social sign-in's configuration, which the HTTP entries take beside core/ports.ts `AuthDependencies`. A provider without a
 * client is unavailable: its start path says so, and operators hide its button with disable_login_*.
 */
export interface OidcSettings {
  clients: Partial<Record<OidcProviderName, OidcClient>>;
  /** Replaces catalogue profiles (core/identity/providers.ts): a developer's test provider, the integration tests'. */
  profiles?: Partial<Record<OidcProviderName, ProviderProfile>>;
  /** The HTTP client for providers; tests may wrap it. */
  fetch?: Fetch;
}

export const noOidc: OidcSettings = { clients: {} };
