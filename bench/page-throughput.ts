import autocannon from 'autocannon';
import { samplePaths, startBenchPlatform } from './local-platform.ts';

/**
 * Anonymous page throughput and latency at 20 connections, straight from the origin (the pages Lambda
 * rendering every request) and through the local CloudFront cache. Prints figures; asserts nothing.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function measure(url: string) {
  const result = await autocannon({
    url,
    connections: 20,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p90 ms': result.latency.p90,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  for (const edgeCache of [false, true]) {
    const platform = await startBenchPlatform({ edgeCache });
    const paths = await samplePaths(platform.runtime);
    const rows: Record<string, unknown> = {};
    for (const [page, path] of Object.entries(paths)) {
      rows[`${page} (${edgeCache ? 'edge cache' : 'origin'})`] = await measure(
        `${platform.runtime.url}${path}`,
      );
    }
    console.table(rows);
    await platform.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
