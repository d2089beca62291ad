import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { FolioFunction } from '#infra/folio-function.ts';
import { repositoryRoot } from '#local/web-build.ts';
import { logicalId, synthFolio } from '#tests/infra/synth.ts';
import { ms, percentile } from './percentiles.ts';

/**
 * Every Lambda as `cdk synth` bundles it (the real app, synthesized with bundling), its size, and its
 * init duration: the time a fresh `node` takes to load the bundle and run its top level, with the
 * environment the function is deployed with (CloudFormation references stand in as placeholders) and
 * the variables Lambda adds. The median of COLD_START_RUNS (7) fresh processes. Prints; asserts nothing.
 */
const runs = Number(process.env.COLD_START_RUNS ?? 7);
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Loads the bundle as the runtime does and answers how long that took and which outside modules it loaded. */
const loader = `
const started = process.hrtime.bigint();
const cpu = process.cpuUsage();
require(process.env.BUNDLE);
const loadMs = Number(process.hrtime.bigint() - started) / 1e6;
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
const external = Object.keys(require.cache).filter((file) => file.includes('/node_modules/'));
process.stdout.write(JSON.stringify({ loadMs, cpuMs, external: external.length }));
`;

/** What Lambda adds to a function's own variables (the runtime ships the AWS SDK: NODE_PATH finds it). */
const lambdaVariables = (fn: FolioFunction, bundle: string) => ({
  AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
  AWS_LAMBDA_FUNCTION_NAME: fn.spec.name,
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.spec.memoryMb),
  AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
  AWS_REGION: 'us-east-1',
  AWS_DEFAULT_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'cold-start',
  AWS_SECRET_ACCESS_KEY: 'cold-start',
  AWS_XRAY_DAEMON_ADDRESS: '127.0.0.1:2000',
  AWS_XRAY_CONTEXT_MISSING: 'LOG_ERROR',
  // Only Node 20 prints the SDK's notice (Lambda runs 22): its printing is no part of a cold start.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  LAMBDA_TASK_ROOT: bundle,
  _HANDLER: 'index.handler',
  NODE_PATH: join(repositoryRoot, 'node_modules'),
});

/** The function's deployed variables; a CloudFormation reference becomes a placeholder string. */
const deployedVariables = (variables: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : `cold-start-${name.toLowerCase()}`,
    ]),
  );

interface Load {
  loadMs: number;
  cpuMs: number;
  external: number;
}

/** One cold start: a fresh `node` loads the bundle with the function's environment. */
function coldStart(fn: FolioFunction, bundle: string, variables: Record<string, string>): Load {
  const answer = execFileSync(process.execPath, ['-e', loader], {
    cwd: bundle,
    env: {
      PATH: process.env.PATH,
      ...lambdaVariables(fn, bundle),
      ...variables,
      BUNDLE: join(bundle, 'index.js'),
    },
    encoding: 'utf8',
  });
  return JSON.parse(answer) as Load;
}

interface Deployed {
  Properties: { Code: { S3Key: string }; Environment: { Variables: Record<string, unknown> } };
}

/** Each function's bundle folder and deployed variables, from the synthesized app. */
function deployedFunctions(folio: ReturnType<typeof synthFolio>) {
  const templates = new Map<Stack, { Resources: Record<string, unknown> }>();
  const templateOf = (stack: Stack) => {
    if (!templates.has(stack)) templates.set(stack, Template.fromStack(stack).toJSON() as never);
    return templates.get(stack)!;
  };
  return folio.app.node
    .findAll()
    .filter((node): node is FolioFunction => node instanceof FolioFunction)
    .map((fn) => {
      const { Properties } = templateOf(Stack.of(fn.function)).Resources[logicalId(fn.function)] as Deployed;
      const bundle = join(folio.assembly.directory, `asset.${Properties.Code.S3Key.replace(/\.zip$/, '')}`);
      return { fn, bundle, variables: deployedVariables(Properties.Environment.Variables) };
    });
}

function main() {
  const folio = synthFolio({ bundle: true });
  try {
    const deployed = deployedFunctions(folio);
    const loads = new Map<string, Load[]>(deployed.map(({ fn }) => [fn.spec.name, []]));
    // Functions take turns run by run, so a busy moment of the machine spreads over all of them.
    for (let run = 0; run < runs; run++)
      for (const { fn, bundle, variables } of deployed)
        loads.get(fn.spec.name)!.push(coldStart(fn, bundle, variables));
    const rows: Record<string, unknown> = {};
    for (const { fn, bundle } of deployed) {
      const code = readFileSync(join(bundle, 'index.js'));
      const samples = loads.get(fn.spec.name)!;
      rows[fn.spec.name] = {
        KB: kb(code.length),
        'KB gzip': kb(gzipSync(code).length),
        'map KB': kb(statSync(join(bundle, 'index.js.map')).size),
        'init ms': ms(
          percentile(
            samples.map((load) => load.loadMs),
            50,
          ),
        ),
        'init CPU ms': ms(
          percentile(
            samples.map((load) => load.cpuMs),
            50,
          ),
        ),
        'min ms': ms(Math.min(...samples.map((load) => load.loadMs))),
        'node_modules loaded': samples[0]!.external,
      };
    }
    console.table(rows);
    console.log(
      `Medians of ${runs} fresh processes per function on Node ${process.version} (Lambda runs nodejs22.x).`,
    );
  } finally {
    folio.cleanup();
  }
}

main();
