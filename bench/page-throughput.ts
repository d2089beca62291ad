import autocannon from 'autocannon';
import { benchBrowser } from './bench-browser.ts';
import { samplePaths, startBenchPlatform } from './local-platform.ts';

/**
 * Anonymous page throughput and latency at 20 connections, straight from the origin (the pages Lambda
 * rendering every request) and through the local CloudFront cache; and the story page and home of a
 * signed-in member, which are never cached. Prints figures; asserts nothing.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** A Member of the demo content (README): member-only stories open in full. */
const member = 'ruth_reads@folio.example';

async function measure(url: string, cookie?: string) {
  const result = await autocannon({
    url,
    connections: 20,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) },
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
  // The member's sign-in logs a line; the tables are what this prints.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  for (const edgeCache of [false, true]) {
    const platform = await startBenchPlatform({ edgeCache });
    const paths = await samplePaths(platform.runtime);
    const rows: Record<string, unknown> = {};
    for (const [page, path] of Object.entries(paths)) {
      rows[`${page} (${edgeCache ? 'edge cache' : 'origin'})`] = await measure(
        `${platform.runtime.url}${path}`,
      );
    }
    if (!edgeCache) {
      const cookie = await benchBrowser(platform.runtime).signInWithCode(member);
      rows['post, signed in (origin)'] = await measure(`${platform.runtime.url}${paths.post}`, cookie);
      rows['home, signed in (origin)'] = await measure(`${platform.runtime.url}/`, cookie);
    }
    console.table(rows);
    await platform.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
