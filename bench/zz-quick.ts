import autocannon from 'autocannon';
import { samplePaths, startBenchPlatform } from './local-platform.ts';
async function main() {
  const platform = await startBenchPlatform({ edgeCache: false });
  const paths = await samplePaths(platform.runtime);
  const r = await autocannon({ url: platform.runtime.url + paths.post, connections: 20, duration: 15 });
  console.log(
    process.env.NODE_ENV,
    'post',
    Math.round(r.requests.average),
    'req/s p50',
    r.latency.p50,
    'p99',
    r.latency.p99,
  );
  await platform.stop();
}
main();
