import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { queueUrlVariable } from '#shared/queues/queue-sender.ts';
import { FolioFunction } from '#infra/folio-function.ts';
import { functions, type FunctionSpec } from '#infra/functions.ts';
import { queues } from '#infra/queues.ts';
import { logicalId, synthFolio, type SynthesizedFolio } from './synth.ts';

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

// The one synth of the suite that bundles every handler with esbuild, as `cdk synth` does.
let folio: SynthesizedFolio;
beforeAll(() => {
  folio = synthFolio({ bundle: true });
}, 120_000);
afterAll(() => folio.cleanup());

function deployed(spec: FunctionSpec) {
  const built = folio.app.node
    .findAll()
    .filter((node): node is FolioFunction => node instanceof FolioFunction);
  const matching = built.filter((candidate) => candidate.spec.name === spec.name);
  expect(matching).toHaveLength(1);
  const fn = matching[0]!.function;
  const template = Template.fromStack(Stack.of(fn));
  const role = logicalId(fn.role!);
  const statements = Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${role}"`))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
  const resource = template.toJSON().Resources[logicalId(fn)];
  const actions = (prefix: string) =>
    statements
      .flatMap((statement) => [statement.Action].flat())
      .filter((action) => action.startsWith(prefix));
  /** Queue names whose ARN appears in a statement granting `action`. */
  const queuesGranted = (action: string) =>
    queues
      .map((queue) => queue.name)
      .filter((name) => {
        const id = logicalId(folio.stacks.async.queues.get(name)!);
        return statements.some(
          (s) => [s.Action].flat().includes(action) && JSON.stringify(s.Resource).includes(id),
        );
      });
  return { fn, template, role, statements, resource, actions, queuesGranted };
}

const writeActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

describe.each(functions.map((spec) => [spec.name, spec] as const))('function %s', (_name, spec) => {
  test(`has exactly its declared table access (${spec.tableAccess})`, () => {
    const { actions, statements, resource } = deployed(spec);
    const dynamo = actions('dynamodb:');
    const environment = resource.Properties.Environment.Variables;
    if (spec.tableAccess === 'none') {
      expect(dynamo).toEqual([]);
      expect(environment.TABLE_NAME).toBeUndefined();
      return;
    }
    expect(dynamo).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem']),
    );
    if (spec.tableAccess === 'read') for (const write of writeActions) expect(dynamo).not.toContain(write);
    else expect(dynamo).toEqual(expect.arrayContaining(writeActions));
    const tableStatements = statements.filter((s) =>
      [s.Action].flat().some((a) => a.startsWith('dynamodb:')),
    );
    for (const statement of tableStatements)
      expect(JSON.stringify(statement.Resource)).toContain('FolioData-TableArn');
    expect(JSON.stringify(environment.TABLE_NAME)).toContain('FolioData-TableArn');
  });

  test(`sends only to ${spec.sends.join(', ') || 'no queue'} and consumes only ${spec.consumes ?? 'nothing'}`, () => {
    const { queuesGranted, resource } = deployed(spec);
    expect(queuesGranted('sqs:SendMessage').sort()).toEqual([...spec.sends].sort());
    expect(queuesGranted('sqs:ReceiveMessage')).toEqual(spec.consumes ? [spec.consumes] : []);
    const queueVariables = Object.keys(resource.Properties.Environment.Variables).filter((key) =>
      key.startsWith('QUEUE_URL_'),
    );
    expect(queueVariables.sort()).toEqual(spec.sends.map(queueUrlVariable).sort());
  });

  test('gets nothing beyond its spec: no other storage, no wildcard actions, one managed policy', () => {
    const { statements, template, role } = deployed(spec);
    // The default configuration: the auth origin comes from SSM, no reCAPTCHA key to read.
    const allowed = [
      'xray:',
      'dynamodb:',
      'sqs:',
      ...(spec.reads.includes('session-secret') || spec.reads.includes('stripe') ? ['secretsmanager:'] : []),
      ...(spec.reads.includes('auth-origin') || spec.reads.includes('edge-distribution') ? ['ssm:'] : []),
      // s3:GetObject is granted on pending uploads and search/ only (web-stack.checks.ts and
      // search-index-infra.checks.ts check the resources).
      ...(spec.uploads || spec.searchIndex ? ['s3:PutObject', 's3:DeleteObject', 's3:GetObject'] : []),
    ];
    for (const action of statements.flatMap((s) => [s.Action].flat())) {
      expect(allowed.some((prefix) => action.startsWith(prefix))).toBe(true);
      expect(action.endsWith('*')).toBe(false);
    }
    expect(JSON.stringify(template.toJSON().Resources[role].Properties.ManagedPolicyArns)).toMatch(
      /^\[\{"Fn::Join":\["",\["arn:",\{"Ref":"AWS::Partition"\},":iam::aws:policy\/service-role\/AWSLambdaBasicExecutionRole"\]\]\}\]$/,
    );
  });

  test('runs on nodejs22.x arm64 with tracing, its memory and timeout, and the shared environment', () => {
    const { resource } = deployed(spec);
    expect(resource.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      TracingConfig: { Mode: 'Active' },
      MemorySize: spec.memoryMb,
      Timeout: spec.timeoutSeconds,
    });
    expect(resource.Properties.Environment.Variables).toMatchObject({
      POWERTOOLS_SERVICE_NAME: 'folio',
      POWERTOOLS_METRICS_NAMESPACE: 'Folio',
      POWERTOOLS_METRICS_FUNCTION_NAME: spec.name,
      NODE_OPTIONS: '--enable-source-maps',
    });
  });

  test('may send its traces to X-Ray, and nothing turns its metrics or tracing off', () => {
    const { actions, resource } = deployed(spec);
    expect(actions('xray:').sort()).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
    const variables = Object.keys(resource.Properties.Environment.Variables);
    expect(variables).not.toContain('POWERTOOLS_METRICS_DISABLED');
    expect(variables).not.toContain('POWERTOOLS_TRACE_ENABLED');
    expect(variables).not.toContain('POWERTOOLS_DEV');
  });

  test('is bundled by esbuild from its entry, with a source map of positions only', () => {
    const { resource } = deployed(spec);
    const assetHash = String(resource.Properties.Code.S3Key).replace(/\.zip$/, '');
    const bundle = join(folio.assembly.directory, `asset.${assetHash}`);
    expect(existsSync(join(bundle, 'index.js.map'))).toBe(true);
    // Node parses the map at init (--enable-source-maps): the sources' text would triple its size.
    const map = JSON.parse(readFileSync(join(bundle, 'index.js.map'), 'utf8')) as {
      sourcesContent?: unknown;
    };
    expect(map.sourcesContent).toBeUndefined();
    expect(statSync(join(bundle, 'index.js')).size).toBeGreaterThan(0);
    // Lambda sets no NODE_ENV: libraries must be bundled in their production builds.
    expect(readFileSync(join(bundle, 'index.js'), 'utf8')).not.toMatch(
      /\.development\.js|process\.env\.NODE_ENV/,
    );
  });
});
