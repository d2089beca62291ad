import { countRequests } from '#local/request-counter.ts';
import { samplePaths, startBenchPlatform } from './local-platform.ts';

/**
 * DynamoDB requests per page: every request the handlers send for one anonymous page view, counted by
 * operation, with the edge cache off so the origin renders each page.
 */
async function main() {
  const platform = await startBenchPlatform({ edgeCache: false });
  const { runtime } = platform;
  const counter = countRequests(runtime.dynamo);
  const paths = await samplePaths(runtime);
  const rows: Record<string, unknown> = {};
  for (const [page, path] of Object.entries({ ...paths, 'not found': '/this/does-not-exist' })) {
    await fetch(`${runtime.url}${path}`); // warm: the authorizer's answer is cached after the first call
    counter.reset();
    const response = await fetch(`${runtime.url}${path}`);
    const commands = counter.commands();
    const byCommand = Object.fromEntries(
      [...new Set(commands)].map((name) => [name, commands.filter((command) => command === name).length]),
    );
    rows[page] = { status: response.status, requests: commands.length, ...byCommand };
  }
  console.table(rows);
  await platform.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
