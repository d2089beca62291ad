import { oidcProviderNames, type OidcProviderName } from '#functions/auth/core/identity/providers.ts';

/**
 * Social sign-in's clients, from CDK context (docs/deploy.md §5): for each provider
 * `oidc{Provider}ClientId` and `oidc{Provider}ClientSecretArn` (the complete ARN of a Secrets Manager
 * secret holding the client secret); Apple also `oidcAppleTeamId` and `oidcAppleKeyId`, its secret
 * holding the Sign in with Apple key (.p8 PEM) that signs the client-secret JWT. A provider without
 * context is not configured: its start path says it is unavailable.
 */
export interface OidcClientSettings {
  clientId: string;
  clientSecretArn: string;
  /** Apple only. */
  teamId?: string;
  keyId?: string;
}
export type OidcDeploymentSettings = Partial<Record<OidcProviderName, OidcClientSettings>>;

type Context = (key: string) => string | undefined;

const secretArnPattern = /^arn:aws[\w-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:.+-[A-Za-z0-9]{6}$/;
const capitalised = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** `oidcGoogleClientId`, `oidcTwitterClientSecretArn`, …: the context key of one provider's setting. */
export const oidcContextKey = (provider: OidcProviderName, setting: string) =>
  `oidc${capitalised(provider)}${setting}`;

export function readOidcSettings(context: Context): OidcDeploymentSettings {
  const settings: OidcDeploymentSettings = {};
  for (const provider of oidcProviderNames) {
    const key = (setting: string) => oidcContextKey(provider, setting);
    const clientId = context(key('ClientId'));
    const clientSecretArn = context(key('ClientSecretArn'));
    if (!clientId && !clientSecretArn) continue;
    if (!clientId || !clientSecretArn) {
      throw new Error(
        `Context ${key('ClientId')} and ${key('ClientSecretArn')} go together: set both or neither`,
      );
    }
    if (!secretArnPattern.test(clientSecretArn)) {
      throw new Error(
        `Context ${key('ClientSecretArn')} must be a secret's complete ARN (ending in -XXXXXX), got ${clientSecretArn}`,
      );
    }
    if (provider === 'apple') {
      const teamId = context(key('TeamId'));
      const keyId = context(key('KeyId'));
      if (!teamId || !keyId) {
        throw new Error(`Sign in with Apple needs ${key('TeamId')} and ${key('KeyId')} as well`);
      }
      settings.apple = { clientId, clientSecretArn, teamId, keyId };
      continue;
    }
    settings[provider] = { clientId, clientSecretArn };
  }
  return settings;
}
