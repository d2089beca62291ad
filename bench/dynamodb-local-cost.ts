import autocannon from 'autocannon';
import { dynamoDbLocalJvmOptions, startDynamoDbLocal } from '#local/dynamodb-local.ts';
import { countRequests } from '#local/request-counter.ts';
import { benchBrowser } from './bench-browser.ts';
import { samplePaths, startBenchPlatform } from './local-platform.ts';
import { cpuMs, residentMb } from './processes.ts';

/**
 * What DynamoDB Local costs with its JVM settings and with others: the time it takes to answer after
 * starting (jest starts it once per run), its resident memory, and its CPU per request under a steady
 * load (a signed-in member's story page, rendered by the origin, 10 connections, BENCH_SECONDS each),
 * per page and per DynamoDB request. The settings take turns over two rounds. Prints; asserts nothing.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = 2;
const member = 'ruth_reads@folio.example';

const before = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
/** The chosen settings beside the settings before them, full tiered compilation, and caps on the JVM's other areas. */
const variants: Record<string, readonly string[]> = {
  'before (C1, serial GC)': before,
  chosen: dynamoDbLocalJvmOptions,
  'chosen, tiered (C1 + C2)': dynamoDbLocalJvmOptions.filter(
    (option) => !option.startsWith('-XX:TieredStopAtLevel'),
  ),
  'chosen + stack, metaspace, code cache caps': [
    ...dynamoDbLocalJvmOptions,
    '-Xss512k',
    '-XX:MaxMetaspaceSize=128m',
    '-XX:ReservedCodeCacheSize=32m',
  ],
};

async function startUpMs(jvmOptions: readonly string[]) {
  const started = performance.now();
  const dynamo = await startDynamoDbLocal({ jvmOptions });
  const elapsed = performance.now() - started;
  await dynamo.stop();
  return elapsed;
}

async function underLoad(jvmOptions: readonly string[]) {
  const platform = await startBenchPlatform({ edgeCache: false, jvmOptions });
  const jvm = platform.dynamo.process.pid!;
  const afterSeeding = residentMb(jvm).rss;
  const { post } = await samplePaths(platform.runtime);
  const cookie = await benchBrowser(platform.runtime).signInWithCode(member);
  const counter = countRequests(platform.runtime.dynamo);
  const url = `${platform.runtime.url}${post}`;
  // Warm-up, so the JIT has compiled what the load runs.
  await autocannon({ url, connections: 10, duration: 3, headers: { cookie } });
  counter.reset();
  const cpuBefore = cpuMs(jvm);
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: { cookie } });
  const jvmCpu = cpuMs(jvm) - cpuBefore;
  const dynamoRequests = counter.commands().length;
  const memory = residentMb(jvm);
  await platform.stop();
  return {
    'pages/s': Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
    'JVM CPU ms/page': Math.round((jvmCpu / result.requests.total) * 100) / 100,
    'JVM CPU ms/DynamoDB request': Math.round((jvmCpu / dynamoRequests) * 100) / 100,
    'JVM MB after seeding': afterSeeding,
    'JVM MB after load': memory.rss,
    'JVM MB peak': memory.peak,
  };
}

async function main() {
  // Requests still in flight when a platform stops fail and log; the tables are what this prints.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  for (let round = 1; round <= rounds; round++) {
    const rows: Record<string, unknown> = {};
    for (const [name, options] of Object.entries(variants)) {
      const startUp = [await startUpMs(options), await startUpMs(options)];
      rows[name] = { 'ready ms': Math.round(Math.min(...startUp)), ...(await underLoad(options)) };
    }
    console.log(`Round ${round} of ${rounds}: ${seconds} s of a signed-in story page at 10 connections`);
    console.table(rows);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
