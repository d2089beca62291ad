import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { FunctionUrlAuthType } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Policy, PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { pageAssetsVariable, readPageAssets } from '#functions/pages/assets.ts';
import { EdgeDistribution, edgeDistributionParameterName } from './edge-distribution.ts';
import { FolioFunction, usesUploads } from './folio-function.ts';
import type { DeploymentFacts } from './function-config.ts';
import { functions, type FunctionSpec } from './functions.ts';
import { acknowledge } from './nag.ts';
import type { QueueName } from './queues.ts';
import type { FolioSettings } from './settings.ts';
import type { SharedTable } from './shared-table.ts';
import type { SharedUploads } from './shared-uploads.ts';
import { acknowledgeBucketDeployment } from './web-stack-nag.ts';

export interface WebStackProps extends StackProps {
  settings: FolioSettings;
  table: SharedTable;
  /** The session signing key: the auth HTTP Lambda signs the cookies it sets. */
  sessionSecret: ISecret;
  /** Stripe's keys: the memberships webhook Lambda verifies Stripe's signatures with them. */
  stripeSecret: ISecret;
  uploads: IBucket;
  /** The HTTP Lambda stores avatars there (infra/functions.ts `uploads`). */
  sharedUploads: SharedUploads;
  logs: IBucket;
  queues: ReadonlyMap<QueueName, IQueue>;
  graphqlUrl: string;
  /** The content-events consumer's role: it invalidates a republished story's pages (CreateInvalidation). */
  edgeInvalidator?: IRole;
}

/** Lambda caps a function's whole environment at 4 KB; leave room for the other variables. */
const pageAssetsLimit = 3 * 1024;

const specNamed = (name: string): FunctionSpec => {
  const spec = functions.find((candidate) => candidate.name === name);
  if (!spec) throw new Error(`infra/functions.ts declares no function ${name}`);
  return spec;
};

/**
 * What the browser reaches: the built assets, the pages, HTTP, auth HTTP, auth-form-post and csp-report
 * Lambdas, and CloudFront before them.
 */
export class WebStack extends Stack {
  readonly edge: EdgeDistribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { webDistDir } = props.settings;
    const hashedAssets = join(webDistDir, 'assets');
    if (!existsSync(hashedAssets)) {
      throw new Error(
        `No web build in ${webDistDir}: run \`npm run build:web\` before synthesizing (npm run synth does).`,
      );
    }

    const assets = new Bucket(this, 'Assets', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
    });
    acknowledge(
      assets,
      'AwsSolutions-S1',
      'Only CloudFront (through OAC) reads this bucket and its standard logs record every request; writes come from deployments.',
    );
    const deployment = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(hashedAssets)],
      destinationBucket: assets,
      destinationKeyPrefix: 'assets/',
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      // Pages rendered (and cached) before a deploy still link the previous hashed files.
      prune: false,
    });
    acknowledgeBucketDeployment(deployment, assets);

    const facts: DeploymentFacts = {
      sessionSecret: props.sessionSecret,
      authOrigin: props.settings.authOrigin,
      captcha: props.settings.captcha,
      oidc: props.settings.oidc,
      stripeSecret: props.stripeSecret,
      search: props.settings.search,
    };
    const specs = {
      pages: specNamed('pages'),
      http: specNamed('http'),
      authHttp: specNamed('auth-http'),
      authFormPost: specNamed('auth-form-post'),
      cspReport: specNamed('csp-report'),
      stripeWebhook: specNamed('memberships-webhook'),
      oneClickUnsubscribe: specNamed('newsletters-one-click'),
      activityOneClick: specNamed('users-one-click'),
      search: specNamed('search'),
    };
    const table = Object.values(specs).some((spec) => spec.tableAccess !== 'none')
      ? props.table.importInto(this)
      : undefined;
    const sharedUploads = Object.values(specs).some(usesUploads)
      ? props.sharedUploads.importInto(this)
      : undefined;
    const webFunction = (
      spec: FunctionSpec,
      id: string,
      environment: Record<string, string>,
      authType = FunctionUrlAuthType.AWS_IAM,
    ) =>
      new FolioFunction(this, id, {
        spec,
        table: spec.tableAccess === 'none' ? undefined : table,
        queues: props.queues,
        facts,
        environment,
        searchEngine: props.settings.searchEngine,
        ...(usesUploads(spec) ? { uploads: sharedUploads } : {}),
      }).function.addFunctionUrl({ authType });
    const pageAssets = JSON.stringify(readPageAssets(webDistDir));
    if (pageAssets.length > pageAssetsLimit) {
      throw new Error(
        `${pageAssetsVariable} is ${pageAssets.length} bytes: Lambda allows 4 KB of environment per function`,
      );
    }
    const pages = webFunction(specs.pages, 'PagesFunction', {
      GRAPHQL_URL: props.graphqlUrl,
      [pageAssetsVariable]: pageAssets,
      APP_VERSION: props.settings.appVersion,
      INTERNAL_IP_RANGES: props.settings.internalIpRanges,
      CACHE_EXPERIMENT_GROUPS: props.settings.cacheExperimentGroups,
    });
    const http = webFunction(specs.http, 'HttpFunction', { GRAPHQL_URL: props.graphqlUrl });
    const authHttp = webFunction(specs.authHttp, 'AuthHttpFunction', {});
    // Apple's form_post answer is a POST CloudFront cannot sign without the body's hash (decision 20),
    // so this one URL takes unsigned requests; its handler serves POST /m/callback/apple and nothing
    // else (functions/auth/create-form-post-handler.ts), as anyone may call it directly.
    const authFormPost = webFunction(
      specs.authFormPost,
      'AuthFormPostFunction',
      {},
      FunctionUrlAuthType.NONE,
    );

    // Browsers post CSP reports without a body hash (decision 20), so this URL too takes unsigned
    // requests; its handler answers POST /_/clientele/csp-report and nothing else, and only logs.
    const cspReport = webFunction(specs.cspReport, 'CspReportFunction', {}, FunctionUrlAuthType.NONE);
    // Stripe's webhooks carry no body hash either: unsigned requests, proved by Stripe's signature, which
    // the handler checks before anything else; it answers POST /_/stripe/webhook and nothing else.
    const stripeWebhook = webFunction(
      specs.stripeWebhook,
      'StripeWebhookFunction',
      {},
      FunctionUrlAuthType.NONE,
    );
    // Mail clients' one-click unsubscribe POSTs carry no body hash either (decision 158): unsigned
    // requests, proved by the link's HMAC; it answers /_/newsletters/unsubscribe/* and nothing else.
    const oneClickUnsubscribe = webFunction(
      specs.oneClickUnsubscribe,
      'OneClickUnsubscribeFunction',
      {},
      FunctionUrlAuthType.NONE,
    );

    // The digest's one-click unsubscribe (decision 273): the same, for /_/notifications/unsubscribe/*.
    const activityOneClick = webFunction(
      specs.activityOneClick,
      'ActivityOneClickFunction',
      {},
      FunctionUrlAuthType.NONE,
    );

    // The search API: behind OAC like the HTTP Lambda, so its browser client signs each body's hash.
    const search = webFunction(specs.search, 'SearchFunction', { GRAPHQL_URL: props.graphqlUrl });

    const uploads = Bucket.fromBucketAttributes(this, 'Uploads', {
      bucketArn: props.uploads.bucketArn,
      bucketRegionalDomainName: props.uploads.bucketRegionalDomainName,
    });
    this.edge = new EdgeDistribution(this, 'Edge', {
      settings: props.settings,
      pages,
      http,
      authHttp,
      authFormPost,
      cspReport,
      stripeWebhook,
      oneClickUnsubscribe,
      activityOneClick,
      search,
      assets,
      uploads,
      logs: props.logs,
      graphqlUrl: props.graphqlUrl,
    });

    const { authOrigin } = props.settings;
    if (authOrigin.kind === 'parameter') {
      // Read at cold start by the Lambdas that need it; see AuthOriginSource (infra/auth-settings.ts).
      new StringParameter(this, 'AuthOrigin', {
        parameterName: authOrigin.parameterName,
        stringValue: `https://${this.edge.distribution.distributionDomainName}`,
        description:
          'Folio: where sign-in happens (the distribution domain), read by the auth and pages Lambdas',
      });
    }

    if (props.edgeInvalidator) {
      // A policy of this stack attached to the consumer's role: granting through the role itself would
      // put the distribution in the async stack's template, which deploys before this one.
      new Policy(this, 'EdgeInvalidation', {
        roles: [props.edgeInvalidator],
        statements: [
          new PolicyStatement({
            actions: ['cloudfront:CreateInvalidation'],
            resources: [
              this.formatArn({
                service: 'cloudfront',
                region: '',
                resource: 'distribution',
                resourceName: this.edge.distribution.distributionId,
              }),
            ],
          }),
        ],
      });
      new StringParameter(this, 'EdgeDistributionId', {
        parameterName: edgeDistributionParameterName(props.settings.stackPrefix),
        stringValue: this.edge.distribution.distributionId,
        description: 'Folio: the distribution whose pages the content-events consumer invalidates',
      });
    }

    new CfnOutput(this, 'DistributionDomainName', { value: this.edge.distribution.distributionDomainName });
    new CfnOutput(this, 'DistributionId', { value: this.edge.distribution.distributionId });
    new CfnOutput(this, 'CustomDomainsStoreArn', { value: this.edge.domains.keyValueStoreArn });
  }
}
