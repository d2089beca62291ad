import { spawn } from 'node:child_process';
import { resolverDomains } from '#graphql/resolver-manifest.ts';
import { lambdaContext } from '#local/appsync/lambda-invoke.ts';
import { countRequests } from '#local/request-counter.ts';
import { benchBrowser } from './bench-browser.ts';
import { samplePaths, startBenchPlatform } from './local-platform.ts';
import { partRecorder, type RecordedCall } from './part-recorder.ts';
import { cpuMs } from './processes.ts';

/**
 * What one page costs at the origin, part by part: CPU milliseconds of the pages Lambda's render, the
 * local AppSync, each domain's Lambda, the authorizer and DynamoDB Local's JVM, and the AppSync
 * requests, resolver invocations and DynamoDB requests it makes. Each page is recorded once through
 * the gateway, then each part is replayed alone from the record (graphql-js, React and the SDK warm),
 * so a part's figure is its own; "whole page" is measured through HTTP from a separate load process,
 * and "gateway and the rest" is what the parts do not explain. Prints figures; asserts nothing.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
/** A Member of the demo content (README): member-only stories open in full. */
const member = 'ruth_reads@folio.example';

/** CPU milliseconds of this process and of the JVM while `run` runs, divided among `count` pages. */
async function cpuPer(count: number, jvmPid: number, run: () => Promise<unknown>) {
  const node = process.cpuUsage();
  const jvm = cpuMs(jvmPid);
  await run();
  const used = process.cpuUsage(node);
  return { node: (used.user + used.system) / 1000 / count, jvm: (cpuMs(jvmPid) - jvm) / count };
}

/** The same for `run` alone, warm: per round of `rounds`. */
async function cpuPerRound(jvmPid: number, run: () => Promise<unknown>) {
  for (let warm = 0; warm < 20; warm += 1) await run();
  return cpuPer(rounds, jvmPid, async () => {
    for (let round = 0; round < rounds; round += 1) await run();
  });
}

/** `rounds` sequential requests sent by a separate process (autocannon), so the client costs this process nothing. */
function loadFromOutside(url: string, cookie: string | undefined) {
  return new Promise<void>((resolve, reject) => {
    const args = ['-c', '1', '-a', String(rounds), '-H', 'accept-encoding=gzip', url];
    if (cookie) args.push('-H', `cookie=${cookie}`);
    const child = spawn(require.resolve('autocannon/autocannon.js'), args, { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`autocannon exited ${code}`))));
  });
}

const fixed = (value: number) => Number(value.toFixed(2));

async function main() {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const recorder = partRecorder();
  const platform = await startBenchPlatform({ edgeCache: false, instrument: recorder.instrument });
  const { runtime } = platform;
  const jvmPid = platform.dynamo.process.pid;
  if (!jvmPid) throw new Error('DynamoDB Local has no process id');
  const dynamo = countRequests(runtime.dynamo);
  const paths = await samplePaths(runtime);
  const cookie = await benchBrowser(runtime).signInWithCode(member);
  const pages: [string, string, string | undefined][] = [
    ['story, signed in', paths.post, cookie],
    ['home, signed in', '/', cookie],
    ['story', paths.post, undefined],
    ['home', '/', undefined],
    ['profile', paths.profile, undefined],
  ];

  const rows: Record<string, Record<string, number>> = {};
  const authorizerCalls: RecordedCall[] = [];
  for (const [page, path, pageCookie] of pages) {
    const url = `${runtime.url}${path}`;
    const get = () => fetch(url, { headers: pageCookie ? { cookie: pageCookie } : {} }).then((r) => r.text());
    // The first call asks the authorizer (its answer is then cached, as in AppSync): kept to price it.
    authorizerCalls.push(...(await recorder.record(get)).filter((call) => call.name === 'authorizer'));
    dynamo.reset();
    const calls = await recorder.record(get);
    const requests = dynamo.commands().length;
    const of = (name: string) => calls.filter((call) => call.name === name);
    const [render] = of('pages');
    if (!render) throw new Error(`${page}: the pages Lambda was not called`);
    const graphqlCalls = of('graphql');

    const context = lambdaContext('bench');
    const whole = await cpuPer(rounds, jvmPid, () => loadFromOutside(url, pageCookie));
    const ssr = await recorder.replaying(['graphql'], () =>
      cpuPerRound(jvmPid, () => recorder.raw('pages')(render.args[0], context)),
    );
    const appsync = await recorder.replaying(resolverDomains, () =>
      cpuPerRound(jvmPid, () =>
        Promise.all(graphqlCalls.map((call) => recorder.raw('graphql')(...call.args))),
      ),
    );
    const domains: Record<string, { node: number; jvm: number }> = {};
    for (const domain of resolverDomains) {
      const invocations = of(domain);
      if (invocations.length === 0) continue;
      domains[domain] = await cpuPerRound(jvmPid, () =>
        Promise.all(invocations.map((call) => recorder.raw(domain)(call.args[0], context))),
      );
    }
    const parts = ssr.node + appsync.node + Object.values(domains).reduce((sum, cost) => sum + cost.node, 0);
    rows[page] = {
      'whole page ms': fixed(whole.node + whole.jvm),
      'pages SSR': fixed(ssr.node),
      'local AppSync': fixed(appsync.node),
      ...Object.fromEntries(
        Object.entries(domains).map(([domain, cost]) => [`λ ${domain}`, fixed(cost.node)]),
      ),
      'gateway and the rest': fixed(Math.max(0, whole.node - parts)),
      'DynamoDB Local': fixed(whole.jvm),
      'AppSync requests': graphqlCalls.length,
      'resolver invocations': resolverDomains.reduce((sum, domain) => sum + of(domain).length, 0),
      'DynamoDB requests': requests,
    };
  }
  console.log(`CPU milliseconds per page (${rounds} rounds each), and what a page asks:`);
  console.table(rows);
  const [authorization] = authorizerCalls;
  if (authorization) {
    const cost = await cpuPerRound(jvmPid, () =>
      recorder.raw('authorizer')(authorization.args[0], lambdaContext('bench')),
    );
    console.log(
      `The authorizer runs once per session every 5 s (AppSync caches its answer, decision 57); a call costs ` +
        `${fixed(cost.node)} ms of Node and ${fixed(cost.jvm)} ms of DynamoDB Local.`,
    );
  }
  await platform.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
