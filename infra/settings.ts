import { localSearchConfig, type SearchClientConfig } from '#contract/search-config.ts';
import { resolve } from 'node:path';
import packageJson from '../package.json';
import type { Node } from 'constructs';
import {
  authOriginSource,
  readCaptchaSettings,
  type AuthOriginSource,
  type CaptchaSettings,
} from './auth-settings.ts';
import { readOidcSettings, type OidcDeploymentSettings } from './oidc-settings.ts';
import { readSearchEngineSettings, type SearchEngineSettings } from './search-engine.ts';

/** The repository root: entries, the schema and the web build are found from here, whatever the cwd. */
export const projectRoot = resolve(__dirname, '..');

/** E-mails a second all newsletter sending may use when cdk.json does not say (docs/deploy.md). */
export const defaultNewsletterSendRatePerSecond = 10;

/** Everything an operator can choose at deploy time, read once from CDK context (docs/deploy.md). */
export interface FolioSettings {
  /** Prefix of every stack name, so a second copy (staging) can live in the same account. */
  stackPrefix: string;
  /** Custom domain; its subdomains serve user profiles. Needs certificateArn. */
  domainName?: string;
  /** ACM certificate in us-east-1 covering domainName and *.domainName. */
  certificateArn?: string;
  /** SES identity (ARN or domain) the email consumer may send from; without it, it may send nothing. */
  sesIdentity?: string;
  mailFromAddress: string;
  /**
   * E-mails a second the newsletter sender may send in all (its invocations share it): keep it under
   * the SES account's sending quota, less what sign-in and gift mail need (docs/deploy.md). Default 10.
   */
  newsletterSendRatePerSecond: number;
  /** A WAFv2 web ACL (scope CLOUDFRONT, us-east-1) to attach to the distribution. */
  webAclArn?: string;
  /** Subscribed to the alarm topic when set. */
  alarmEmail?: string;
  /** The Vite build (web/dist by default); tests point it at a fixture. */
  webDistDir: string;
  /** Sent by the pages as the client's version (lite/{version}); package.json's version by default. */
  appVersion: string;
  /** CIDR ranges whose viewers are staff networks: their pages are never cached (spec 3 §4). */
  internalIpRanges: string;
  /** Cache experiment groups in force (disabled, enabled, control), comma-separated. */
  cacheExperimentGroups: string;
  /** The captcha of sign-up by e-mail; 'none' (the default) leaves sign-ups unprotected. */
  captcha: CaptchaSettings;
  /** Where sign-in happens: https://{domainName}, or the distribution's domain through SSM. */
  authOrigin: AuthOriginSource;
  /** Social sign-in clients (oidc{Provider}ClientId, …); a provider without them is unavailable. */
  oidc: OidcDeploymentSettings;
  /**
   * The search API's public key, application id and index prefix (searchApiKey, searchAppId,
   * searchIndexPrefix): browsers hold them, so none is a secret. The local values by default.
   */
  search: SearchClientConfig;
  /** Where search's indexes live: embedded (default) or the operator's OpenSearch domain. */
  searchEngine: SearchEngineSettings;
}

function optional(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string')
    throw new Error(`Context ${key} must be a string, got ${JSON.stringify(value)}`);
  return value.trim();
}

function positiveNumber(node: Node, key: string): number | undefined {
  const value = optional(node, key);
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!(number > 0)) throw new Error(`Context ${key} must be a positive number, got ${value}`);
  return number;
}

/** The sender an SES identity allows: the address itself, or noreply@ a verified domain. */
function senderFor(identity: string): string {
  const name = identity.startsWith('arn:')
    ? identity.slice(identity.indexOf(':identity/') + ':identity/'.length)
    : identity;
  return name.includes('@') ? name : `noreply@${name}`;
}

export function readSettings(node: Node): FolioSettings {
  const domainName = optional(node, 'domainName')?.toLowerCase();
  const certificateArn = optional(node, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error(
      'Context domainName and certificateArn go together: set both (certificate in us-east-1) or neither',
    );
  }
  if (certificateArn && !certificateArn.startsWith('arn:')) {
    throw new Error(`Context certificateArn must be an ACM certificate ARN, got ${certificateArn}`);
  }
  if (certificateArn && !certificateArn.includes(':us-east-1:')) {
    throw new Error('CloudFront only accepts ACM certificates from us-east-1: request certificateArn there');
  }
  const sesIdentity = optional(node, 'sesIdentity');
  // Without an SES identity nothing can be sent; the address is only there so the consumer starts.
  const sender = sesIdentity ? senderFor(sesIdentity) : `noreply@${domainName ?? 'example.invalid'}`;
  const stackPrefix = optional(node, 'stackPrefix') ?? 'Folio';
  const searchEngine = readSearchEngineSettings((key) => optional(node, key));
  return {
    stackPrefix,
    domainName,
    certificateArn,
    sesIdentity,
    mailFromAddress: optional(node, 'mailFromAddress') ?? `Folio <${sender}>`,
    newsletterSendRatePerSecond:
      positiveNumber(node, 'newsletterSendRatePerSecond') ?? defaultNewsletterSendRatePerSecond,
    webAclArn: optional(node, 'webAclArn'),
    alarmEmail: optional(node, 'alarmEmail'),
    webDistDir: resolve(projectRoot, optional(node, 'webDistDir') ?? 'web/dist'),
    appVersion: optional(node, 'appVersion') ?? packageJson.version,
    internalIpRanges: optional(node, 'internalIpRanges') ?? '',
    cacheExperimentGroups: optional(node, 'cacheExperimentGroups') ?? '',
    captcha: readCaptchaSettings((key) => optional(node, key)),
    authOrigin: authOriginSource(domainName, stackPrefix),
    oidc: readOidcSettings((key) => optional(node, key)),
    search: {
      apiKey: optional(node, 'searchApiKey') ?? localSearchConfig.apiKey,
      applicationId: optional(node, 'searchAppId') ?? localSearchConfig.applicationId,
      // Read once, validated, with the engine's settings: the browser and the index agree on it.
      indexPrefix: searchEngine.indexPrefix,
    },
    searchEngine,
  };
}
