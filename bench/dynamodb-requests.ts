import { countRequests } from '#local/request-counter.ts';
import { benchBrowser } from './bench-browser.ts';
import { samplePaths, startBenchPlatform } from './local-platform.ts';
import { seriesPaths } from './series-sample.ts';
import { listPaths } from './list-sample.ts';

/** A Member of the demo content (README), as bench/page-throughput.ts signs in. */
const member = 'ruth_reads@folio.example';

/**
 * DynamoDB requests per page: every request the handlers send for one page view, counted by
 * operation, with the edge cache off so the origin renders each page; anonymous, then signed in as a
 * member (the authorizer's answer cached, as it is for a reader moving between pages).
 */
async function main() {
  // The member's sign-in logs a line; the table is what this prints.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const platform = await startBenchPlatform({ edgeCache: false });
  const { runtime } = platform;
  const samples = await samplePaths(runtime);
  const paths = {
    ...samples,
    ...(await seriesPaths(runtime.data, samples.post)),
    ...(await listPaths(runtime.data)),
  };
  const cookie = await benchBrowser(runtime).signInWithCode(member);
  const counter = countRequests(runtime.dynamo);
  const pages: [string, string, string | undefined][] = [
    ...Object.entries({ ...paths, 'not found': '/this/does-not-exist' }).map(
      ([page, path]): [string, string, undefined] => [page, path, undefined],
    ),
    ['home, signed in', paths.home, cookie],
    ['post, signed in', paths.post, cookie],
    ['post in a series, signed in', paths['post in a series'], cookie],
    ['list, signed in (its owner)', paths.list, cookie],
    ['series library, signed in', paths['series library'], cookie],
  ];
  const rows: Record<string, unknown> = {};
  for (const [page, path, session] of pages) {
    const headers = session ? { cookie: session } : undefined;
    await fetch(`${runtime.url}${path}`, { headers }); // warm: the authorizer's answer is cached after the first call
    counter.reset();
    const response = await fetch(`${runtime.url}${path}`, { headers });
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
