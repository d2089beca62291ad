import { join } from 'node:path';
import { Annotations, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AuthorizationType,
  Definition,
  FieldLogLevel,
  GraphqlApi,
  IntrospectionConfig,
  Resolver,
  type LambdaDataSource,
} from 'aws-cdk-lib/aws-appsync';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { apiSettings } from '#graphql/api-settings.ts';
import {
  resolverDomains,
  resolverKey,
  resolverManifest,
  type ResolverDomain,
} from '#graphql/resolver-manifest.ts';
import { functions, type FunctionSpec } from './functions.ts';
import { FolioFunction } from './folio-function.ts';
import { acknowledge, acknowledgeLogRetention, managedPolicyFinding, nagAttribute } from './nag.ts';
import type { DeploymentFacts } from './function-config.ts';
import type { QueueName } from './queues.ts';
import { projectRoot, type FolioSettings } from './settings.ts';
import type { SharedTable } from './shared-table.ts';
import type { SharedUploads } from './shared-uploads.ts';

export interface ApiStackProps extends StackProps {
  settings: FolioSettings;
  table: SharedTable;
  sessionSecret: ISecret;
  /** Stripe's keys: the memberships resolvers start checkouts. */
  stripeSecret: ISecret;
  /** The queues resolvers send to (the auth Lambda sends sign-in e-mails). */
  queues: ReadonlyMap<QueueName, IQueue>;
  /** The uploads bucket: the newsletters resolver presigns downloads of subscriber exports (decision 176). */
  sharedUploads: SharedUploads;
}

/** The id of the synth warning an operator sees while sign-ups have no captcha. */
export const captchaNoneWarning = '@folio/captcha-none';

const specNamed = (name: string): FunctionSpec => {
  const spec = functions.find((candidate) => candidate.name === name);
  if (!spec) throw new Error(`infra/functions.ts has no function ${name}`);
  return spec;
};

/**
 * AppSync with the Lambda authorizer and one direct Lambda resolver per manifest entry
 * (graphql/resolver-manifest.ts): one Lambda and one data source per domain.
 */
export class ApiStack extends Stack {
  readonly api: GraphqlApi;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const table = props.table.importInto(this);
    const facts: DeploymentFacts = {
      sessionSecret: props.sessionSecret,
      authOrigin: props.settings.authOrigin,
      captcha: props.settings.captcha,
      // Google one-tap's client id for the auth resolvers (never a secret: only auth-http reads `oidc`).
      oidc: props.settings.oidc,
      stripeSecret: props.stripeSecret,
    };
    if (props.settings.captcha.kind === 'none') {
      Annotations.of(this).addWarningV2(
        captchaNoneWarning,
        'Sign-ups by e-mail are unprotected: no captcha is configured. Pass -c captcha=recaptcha-enterprise (with recaptchaProjectId, recaptchaSiteKey, recaptchaApiKeySecretArn), recaptcha-classic (with recaptchaClassicSiteKey, recaptchaClassicSecretArn) or recaptcha-both (all five; flag enable_recaptcha_enterprise picks) (docs/deploy.md §5).',
      );
    }

    const authorizerSpec = functions.find((spec) => spec.role === 'authorizer');
    if (!authorizerSpec) throw new Error('infra/functions.ts declares no authorizer');
    const authorizer = new FolioFunction(this, 'AuthorizerFunction', {
      spec: authorizerSpec,
      table,
      facts,
    }).function;

    this.api = new GraphqlApi(this, 'Api', {
      name: `${this.stackName}-graphql`,
      definition: Definition.fromFile(join(projectRoot, 'graphql', 'schema.graphql')),
      authorizationConfig: {
        defaultAuthorization: {
          authorizationType: AuthorizationType.LAMBDA,
          lambdaAuthorizerConfig: {
            handler: authorizer,
            resultsCacheTtl: Duration.seconds(apiSettings.authorizerResultsTtlSeconds),
          },
        },
      },
      logConfig: {
        fieldLogLevel: FieldLogLevel.ERROR,
        excludeVerboseContent: true,
        retention: RetentionDays.ONE_MONTH,
      },
      xrayEnabled: true,
      queryDepthLimit: apiSettings.queryDepthLimit,
      resolverCountLimit: apiSettings.resolverCountLimit,
      // Clients and codegen read graphql/schema.graphql from the repository, never from production.
      introspectionConfig: IntrospectionConfig.DISABLED,
    });
    acknowledgeLogRetention(this);
    acknowledge(
      this.api,
      'AwsSolutions-ASC3',
      'Request logging is on (field level ERROR); verbose content stays off because it would copy the session credential of the authorization header into CloudWatch.',
    );
    acknowledge(
      this.api.node.findChild('ApiLogsRole'),
      managedPolicyFinding('service-role/AWSAppSyncPushToCloudWatchLogs'),
      'AWS-managed policy AppSync requires for its own request logs; it only creates log groups/streams and puts events.',
    );

    const sources = new Map<ResolverDomain, LambdaDataSource>();
    const uploads = resolverDomains.some((domain) => specNamed(domain).uploads)
      ? props.sharedUploads.importInto(this)
      : undefined;
    for (const domain of resolverDomains) {
      const spec = specNamed(domain);
      if (spec.role !== 'resolver') throw new Error(`Function ${domain} must have the resolver role`);
      const resolver = new FolioFunction(this, `${domain[0]!.toUpperCase()}${domain.slice(1)}Resolver`, {
        spec,
        table,
        queues: props.queues,
        facts,
        ...(spec.uploads ? { uploads } : {}),
      }).function;
      const source = this.api.addLambdaDataSource(`${domain}Source`, resolver, { name: `${domain}Lambda` });
      acknowledge(
        source,
        `AwsSolutions-IAM5[Resource::${nagAttribute(resolver, 'Arn')}:*]`,
        'CDK grants AppSync lambda:InvokeFunction on the function and its versions/aliases (`:*`); it is still this one function.',
      );
      sources.set(domain, source);
    }

    if (new Set(resolverManifest.map(resolverKey)).size !== resolverManifest.length) {
      throw new Error('graphql/resolver-manifest.ts binds a field twice');
    }
    for (const binding of resolverManifest) {
      new Resolver(this, `Resolver${binding.typeName}${binding.fieldName}`, {
        api: this.api,
        typeName: binding.typeName,
        fieldName: binding.fieldName,
        dataSource: sources.get(binding.domain)!,
        maxBatchSize: binding.maxBatchSize,
      });
    }
  }
}
