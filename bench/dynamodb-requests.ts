import { samplePaths, startBenchPlatform } from './local-platform.ts';

/**
 * DynamoDB requests per page: every request the handlers send for one anonymous page view, counted by
 * operation, with the edge cache off so the origin renders each page.
 */
async function main() {
  const platform = await startBenchPlatform({ edgeCache: false });
  const { runtime } = platform;
  let counts: Record<string, number> = {};
  runtime.dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      counts[context.commandName ?? 'unknown'] = (counts[context.commandName ?? 'unknown'] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name: 'countRequests' },
  );
  const paths = await samplePaths(runtime);
  const rows: Record<string, unknown> = {};
  for (const [page, path] of Object.entries({ ...paths, 'not found': '/this/does-not-exist' })) {
    await fetch(`${runtime.url}${path}`); // warm: the authorizer's answer is cached after the first call
    counts = {};
    const response = await fetch(`${runtime.url}${path}`);
    rows[page] = { status: response.status, requests: Object.values(counts).reduce((sum, count) => sum + count, 0), ...counts };
  }
  console.table(rows);
  await platform.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
