import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import {
  oidcProviderNames,
  oidcVariable,
  providerCatalogue,
  type OidcProviderName,
} from '#functions/auth/core/identity/providers.ts';
import { authOriginParameterVariable, authOriginVariable } from '#shared/http/auth-origin.ts';
import { googleClientIdVariable } from '#shared/ports/google-client.ts';
import { stripeSecretArnVariable } from '#functions/memberships/stripe/stripe-environment.ts';
import { searchConfigVariables, type SearchClientConfig } from '#contract/search-config.ts';
import type { AuthOriginSource, CaptchaSettings } from './auth-settings.ts';
import type { DeploymentFact, FunctionSpec } from './functions.ts';
import type { OidcDeploymentSettings } from './oidc-settings.ts';

/** What the stacks know that a function may be told (each function gets only what its spec reads). */
export interface DeploymentFacts {
  /** Required when a spec reads `session-secret`. */
  sessionSecret?: ISecret;
  authOrigin: AuthOriginSource;
  captcha: CaptchaSettings;
  /** Social sign-in clients; none when absent. */
  oidc?: OidcDeploymentSettings;
  /** Required when a spec reads `search`: public values (infra/settings.ts `search`). */
  search?: SearchClientConfig;
  /** Required when a spec reads `stripe`: Stripe's API key and webhook secret (docs/deploy.md "Connecting Stripe"). */
  stripeSecret?: ISecret;
}

/** The variables the AWS entries read (functions/auth/*, functions/pages/handler.ts). */
export const deploymentVariables = {
  sessionSecretArn: 'SESSION_SECRET_ARN',
  authOrigin: authOriginVariable,
  authOriginParameter: authOriginParameterVariable,
  captchaKind: 'CAPTCHA_KIND',
  recaptchaProjectId: 'RECAPTCHA_PROJECT_ID',
  recaptchaSiteKey: 'RECAPTCHA_SITE_KEY',
  recaptchaApiKeySecretArn: 'RECAPTCHA_API_KEY_SECRET_ARN',
  recaptchaClassicSiteKey: 'RECAPTCHA_CLASSIC_SITE_KEY',
  recaptchaClassicSecretArn: 'RECAPTCHA_CLASSIC_SECRET_ARN',
} as const;

/** The providers that answer by form_post (Apple): the auth-form-post Lambda knows their clients only. */
const formPostProviders = oidcProviderNames.filter(
  (provider) => providerCatalogue[provider].responseMode === 'form_post',
);

/** The ARN of an SSM parameter by name, built without referencing it (no cross-stack edge). */
export const parameterArn = (scope: Construct, name: string) =>
  Stack.of(scope).formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.replace(/^\//, '') });

/**
 * Each configured social sign-in client of `providers`: OIDC_{PROVIDER}_CLIENT_ID and _CLIENT_SECRET_ARN
 * (Apple also _TEAM_ID and _KEY_ID), and GetSecretValue on that one secret
 * (functions/auth/oidc/environment.ts).
 */
function applyOidcClients(
  scope: Construct,
  fn: NodejsFunction,
  oidc: OidcDeploymentSettings,
  providers: readonly OidcProviderName[],
) {
  for (const provider of providers) {
    const client = oidc[provider];
    if (!client) continue;
    fn.addEnvironment(oidcVariable(provider, 'CLIENT_ID'), client.clientId);
    fn.addEnvironment(oidcVariable(provider, 'CLIENT_SECRET_ARN'), client.clientSecretArn);
    if (client.teamId) fn.addEnvironment(oidcVariable(provider, 'TEAM_ID'), client.teamId);
    if (client.keyId) fn.addEnvironment(oidcVariable(provider, 'KEY_ID'), client.keyId);
    const id = `Oidc${provider.charAt(0).toUpperCase()}${provider.slice(1)}ClientSecret`;
    Secret.fromSecretCompleteArn(scope, id, client.clientSecretArn).grantRead(fn);
  }
}

/**
 * The captcha's configured flavours: the browser's part is CAPTCHA_KIND and each site key; the
 * verifier's is CAPTCHA_KIND, Enterprise's project, site key and API key secret, and classic's secret,
 * with GetSecretValue on exactly those secrets (functions/auth/captcha/environment.ts).
 */
function applyCaptcha(
  scope: Construct,
  fn: NodejsFunction,
  captcha: CaptchaSettings,
  part: 'site-keys' | 'verifier',
) {
  const v = deploymentVariables;
  fn.addEnvironment(v.captchaKind, captcha.kind);
  const { enterprise, classic } = captcha;
  if (enterprise) fn.addEnvironment(v.recaptchaSiteKey, enterprise.siteKey);
  if (part === 'site-keys') {
    if (classic) fn.addEnvironment(v.recaptchaClassicSiteKey, classic.siteKey);
    return;
  }
  if (enterprise) {
    fn.addEnvironment(v.recaptchaProjectId, enterprise.projectId);
    fn.addEnvironment(v.recaptchaApiKeySecretArn, enterprise.apiKeySecretArn);
    Secret.fromSecretCompleteArn(scope, 'RecaptchaApiKey', enterprise.apiKeySecretArn).grantRead(fn);
  }
  if (classic) {
    fn.addEnvironment(v.recaptchaClassicSecretArn, classic.secretArn);
    Secret.fromSecretCompleteArn(scope, 'RecaptchaClassicSecret', classic.secretArn).grantRead(fn);
  }
}

/**
 * Passes each fact the spec reads as environment and grants exactly the read it needs: GetSecretValue
 * on one secret, GetParameter on one parameter. Nothing else in the app grants secrets or parameters.
 */
export function applyDeploymentFacts(
  scope: Construct,
  fn: NodejsFunction,
  spec: FunctionSpec,
  facts: DeploymentFacts | undefined,
) {
  const need = (fact: DeploymentFact) => {
    if (!facts) throw new Error(`Function ${spec.name} reads ${fact}: pass the deployment facts`);
    return facts;
  };
  const v = deploymentVariables;
  for (const fact of spec.reads) {
    // The async stack applies it: the parameter's name is its settings', and no stack has facts for it.
    if (fact === 'edge-distribution') continue;
    const { sessionSecret, authOrigin, captcha, oidc, stripeSecret, search } = need(fact);
    if (fact === 'search') {
      if (!search) throw new Error(`Function ${spec.name} reads the search settings: pass them`);
      fn.addEnvironment(searchConfigVariables.apiKey, search.apiKey);
      fn.addEnvironment(searchConfigVariables.applicationId, search.applicationId);
      fn.addEnvironment(searchConfigVariables.indexPrefix, search.indexPrefix);
    } else if (fact === 'stripe') {
      if (!stripeSecret) throw new Error(`Function ${spec.name} reads Stripe's keys: pass the secret`);
      stripeSecret.grantRead(fn);
      fn.addEnvironment(stripeSecretArnVariable, stripeSecret.secretArn);
    } else if (fact === 'oidc') {
      applyOidcClients(scope, fn, oidc ?? {}, oidcProviderNames);
    } else if (fact === 'oidc-form-post') {
      applyOidcClients(scope, fn, oidc ?? {}, formPostProviders);
    } else if (fact === 'google-client-id') {
      // Google one-tap: the public client id alone; never the secret, never a grant.
      if (oidc?.google) fn.addEnvironment(googleClientIdVariable, oidc.google.clientId);
    } else if (fact === 'session-secret') {
      if (!sessionSecret) throw new Error(`Function ${spec.name} reads the session secret: pass it`);
      sessionSecret.grantRead(fn);
      fn.addEnvironment(v.sessionSecretArn, sessionSecret.secretArn);
    } else if (fact === 'auth-origin') {
      if (authOrigin.kind === 'fixed') {
        fn.addEnvironment(v.authOrigin, authOrigin.origin);
      } else {
        fn.addEnvironment(v.authOriginParameter, authOrigin.parameterName);
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['ssm:GetParameter'],
            resources: [parameterArn(scope, authOrigin.parameterName)],
          }),
        );
      }
    } else {
      applyCaptcha(scope, fn, captcha, fact === 'captcha-site-key' ? 'site-keys' : 'verifier');
    }
  }
}
