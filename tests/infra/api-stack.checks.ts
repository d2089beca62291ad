import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { buildSchema, isObjectType, type GraphQLSchema } from 'graphql';
import { apiSettings } from '#graphql/api-settings.ts';
import { resolverDomains, resolverManifest } from '#graphql/resolver-manifest.ts';
import { FolioFunction } from '#infra/folio-function.ts';
import { projectRoot } from '#infra/settings.ts';
import { logicalId, type SynthesizedFolio } from './synth.ts';
import { defaultFolio } from './default-app.ts';

let folio: SynthesizedFolio;
let schema: GraphQLSchema;
beforeAll(() => {
  folio = defaultFolio();
  const read = (file: string) => readFileSync(join(projectRoot, 'graphql', file), 'utf8');
  schema = buildSchema(read('appsync-prelude.graphql') + read('schema.graphql'));
});

const functionId = (name: string) => {
  const built = folio.app.node
    .findAll()
    .find((node) => node instanceof FolioFunction && node.spec.name === name);
  if (!built) throw new Error(`No function ${name}`);
  return logicalId((built as FolioFunction).function);
};

/** The data source name of each domain, found from the Lambda it points at. */
const dataSourceOf = (domain: string) => {
  const sources = Object.values(folio.templates.api.findResources('AWS::AppSync::DataSource')).filter(
    (source) =>
      JSON.stringify(source.Properties.LambdaConfig) ===
      JSON.stringify({ LambdaFunctionArn: { 'Fn::GetAtt': [functionId(domain), 'Arn'] } }),
  );
  expect(sources).toHaveLength(1);
  expect(sources[0]!.Properties.Type).toBe('AWS_LAMBDA');
  return sources[0]!.Properties.Name as string;
};

test('the API is AppSync with the Lambda authorizer only, error field logs and X-Ray', () => {
  folio.templates.api.hasResourceProperties('AWS::AppSync::GraphQLApi', {
    AuthenticationType: 'AWS_LAMBDA',
    LambdaAuthorizerConfig: {
      AuthorizerUri: { 'Fn::GetAtt': [functionId('authorizer'), 'Arn'] },
      AuthorizerResultTtlInSeconds: apiSettings.authorizerResultsTtlSeconds,
    },
    QueryDepthLimit: apiSettings.queryDepthLimit,
    ResolverCountLimit: apiSettings.resolverCountLimit,
    IntrospectionConfig: 'DISABLED',
    AdditionalAuthenticationProviders: Match.absent(),
    LogConfig: Match.objectLike({ FieldLogLevel: 'ERROR' }),
    XrayEnabled: true,
  });
});

test('the schema uploaded is graphql/schema.graphql, without the local prelude', () => {
  const schema = readFileSync(join(projectRoot, 'graphql', 'schema.graphql'), 'utf8');
  folio.templates.api.hasResourceProperties('AWS::AppSync::GraphQLSchema', { Definition: schema });
  expect(schema).not.toContain('scalar AWSTimestamp');
});

test('one Lambda data source per resolver domain', () => {
  folio.templates.api.resourceCountIs('AWS::AppSync::DataSource', resolverDomains.length);
  expect(new Set(resolverDomains.map(dataSourceOf)).size).toBe(resolverDomains.length);
});

test('exactly one resolver per manifest entry', () => {
  folio.templates.api.resourceCountIs('AWS::AppSync::Resolver', resolverManifest.length);
});

describe.each(
  resolverManifest.map((binding) => [`${binding.typeName}.${binding.fieldName}`, binding] as const),
)('resolver %s', (_key, binding) => {
  test(`is a direct Lambda resolver on the ${binding.domain} Lambda, batch ${binding.maxBatchSize ?? 'off'}`, () => {
    folio.templates.api.hasResourceProperties('AWS::AppSync::Resolver', {
      TypeName: binding.typeName,
      FieldName: binding.fieldName,
      DataSourceName: dataSourceOf(binding.domain),
      Kind: 'UNIT',
      RequestMappingTemplate: Match.absent(),
      ResponseMappingTemplate: Match.absent(),
      MaxBatchSize: binding.maxBatchSize ?? Match.absent(),
    });
  });

  test('names a field that exists in the schema', () => {
    const type = schema.getType(binding.typeName);
    expect(isObjectType(type) && type.getFields()[binding.fieldName]).toBeTruthy();
  });
});

test('the authorizer, the auth resolver and the newsletters resolver (one-click links, decision 153) read the session signing key named by SESSION_SECRET_ARN, and only they do', () => {
  const secret = logicalId(folio.stacks.data.sessionSecret);
  for (const name of ['authorizer', 'auth', 'newsletters']) {
    const fn = folio.templates.api.toJSON().Resources[functionId(name)];
    expect(JSON.stringify(fn.Properties.Environment.Variables.SESSION_SECRET_ARN)).toContain(secret);
  }
  const secretReaders = Object.values(folio.templates.api.findResources('AWS::IAM::Policy')).filter(
    (policy) => JSON.stringify(policy).includes('secretsmanager:GetSecretValue'),
  );
  // The memberships resolver reads Stripe's keys, never this one (tests/infra/payments-infra.checks.ts).
  const stripeReader = secretReaders.filter((policy) =>
    JSON.stringify(policy.Properties.Roles).includes('MembershipsResolver'),
  );
  expect(stripeReader).toHaveLength(1);
  expect(JSON.stringify(stripeReader[0]!.Properties.PolicyDocument)).not.toContain(secret);
  const readers = secretReaders.filter((policy) => !stripeReader.includes(policy));
  expect(readers).toHaveLength(3);
  for (const reader of readers) expect(JSON.stringify(reader.Properties.PolicyDocument)).toContain(secret);
  expect(readers.map((reader) => JSON.stringify(reader.Properties.Roles)).sort()).toEqual([
    expect.stringContaining('AuthResolver'),
    expect.stringContaining('AuthorizerFunction'),
    expect.stringContaining('NewslettersResolver'),
  ]);
});
