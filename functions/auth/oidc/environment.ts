import type { SecretSource } from '../core/ports.ts';
import { appleClientSecret } from './apple-client-secret.ts';
import {
  oidcProviderNames,
  oidcVariable,
  standardProviderProfile,
  type OidcProviderName,
  type ProviderProfile,
} from '../core/identity/providers.ts';
import type { OidcClient } from './relying-party.ts';
import type { OidcSettings } from './settings.ts';

type Environment = Readonly<Record<string, string | undefined>>;

export interface OidcEnvironmentOptions {
  /** Reads a secret by ARN (Secrets Manager in AWS). */
  secretByArn: (arn: string) => SecretSource;
  /**
   * The local runtime only: also reads OIDC_{P}_CLIENT_SECRET (the value itself) and OIDC_{P}_ISSUER (a
   * standard OpenID provider standing in for the real one), so a developer can point Folio at a test
   * provider. AWS passes secrets by ARN and talks to the real providers only.
   */
  local?: boolean;
}

/**
 * The configured providers (set by infra/function-config.ts from CDK context, docs/deploy.md):
 * OIDC_{P}_CLIENT_ID with OIDC_{P}_CLIENT_SECRET_ARN; for Apple, whose secret is a JWT we sign,
 * OIDC_APPLE_CLIENT_ID, OIDC_APPLE_TEAM_ID, OIDC_APPLE_KEY_ID and OIDC_APPLE_CLIENT_SECRET_ARN holding
 * the key's .p8 PEM. A provider missing any of them is unavailable.
 */
export function oidcSettingsFromEnv(env: Environment, options: OidcEnvironmentOptions): OidcSettings {
  const clients: Partial<Record<OidcProviderName, OidcClient>> = {};
  const profiles: Partial<Record<OidcProviderName, ProviderProfile>> = {};
  for (const provider of oidcProviderNames) {
    const read = (suffix: string) => env[oidcVariable(provider, suffix)]?.trim() || undefined;
    const clientId = read('CLIENT_ID');
    const secretArn = read('CLIENT_SECRET_ARN');
    const plainSecret = options.local ? read('CLIENT_SECRET') : undefined;
    const issuer = options.local ? read('ISSUER') : undefined;
    if (!clientId || !(secretArn || plainSecret)) continue;
    const secret: SecretSource = secretArn ? options.secretByArn(secretArn) : async () => plainSecret ?? '';
    if (issuer) profiles[provider] = standardProviderProfile(provider, issuer);
    if (provider === 'apple' && !issuer) {
      const teamId = read('TEAM_ID');
      const keyId = read('KEY_ID');
      if (!teamId || !keyId) continue;
      clients.apple = {
        clientId,
        clientSecret: appleClientSecret({ teamId, keyId, clientId, privateKey: secret }),
      };
      continue;
    }
    clients[provider] = { clientId, clientSecret: secret };
  }
  return { clients, profiles };
}
