import autocannon from 'autocannon';
import { countRequests } from '#local/request-counter.ts';
import type { FolioData } from '#shared/data/data.ts';
import { createFlagStore } from '#shared/data/flag-store.ts';
import { createRateLimitStore } from '#shared/data/rate-limit.ts';
import { newPostId } from '#functions/posts/drafts/service.ts';
import { publishResponseArguments } from '#functions/posts/responses/arguments.ts';
import { createResponsesServiceOver } from '#functions/posts/responses/service-over-table.ts';
import { benchBrowser } from './bench-browser.ts';
import { startBenchPlatform, storyPaths } from './local-platform.ts';

/**
 * The story page with 50 responses (issue #13) beside the same kind of page with none: DynamoDB
 * requests per view and p50/p99 latency at the origin (the pages Lambda rendering every request, 20
 * connections), anonymous and signed in. The responses are written through the responses service by
 * the demo world's people. Prints figures; asserts nothing.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const responseCount = 50;
/** A Member of the demo content (README), as bench/page-throughput.ts signs in. */
const member = 'ruth_reads@folio.example';

async function respondFifty(data: FolioData, path: string) {
  const uniqueSlug = path.split('/').at(-1)!;
  const postId = uniqueSlug.split('-').at(-1)!;
  const { data: people } = await data.entities.user.scan.go({ pages: 'all' });
  const service = createResponsesServiceOver(data, {
    rateLimits: createRateLimitStore(data),
    flags: createFlagStore(data),
    now: Date.now,
    newId: newPostId,
    notify: async () => {}, // a bench's responses tell nobody
  });
  for (let index = 0; index < responseCount; index += 1) {
    const person = people[index % people.length]!;
    const viewer = {
      id: person.id,
      tier: 'FREE',
      isStaff: false,
      canViewSuspendedContent: false,
      xsrf: '',
      sessionHash: '',
    } as const;
    const text = `Response ${index + 1}: a thought about this story, written for the benchmark.`;
    // Through the API's own validation, as a reader's response arrives.
    const { input } = publishResponseArguments.parse({
      input: { inResponseToPostId: postId, paragraphs: [{ name: 'b1', type: 'P', text, markups: [] }] },
    });
    const answer = await service.publishResponse(viewer, input);
    if (answer.__typename !== 'PostResponse')
      throw new Error(`The benchmark's response was refused: ${answer.message}`);
  }
}

async function latency(url: string, cookie?: string) {
  const result = await autocannon({
    url,
    connections: 20,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) },
  });
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const platform = await startBenchPlatform({ edgeCache: false });
  const { runtime } = platform;
  const [without, withResponses] = await storyPaths(runtime.data, 2);
  if (!without || !withResponses) throw new Error('The demo content has fewer than two stories');
  await respondFifty(runtime.data, withResponses.post);
  const cookie = await benchBrowser(runtime).signInWithCode(member);
  const counter = countRequests(runtime.dynamo);
  const rows: Record<string, unknown> = {};
  for (const [label, path] of [
    ['no responses', without.post],
    [`${responseCount} responses`, withResponses.post],
  ] as const) {
    for (const session of [undefined, cookie]) {
      const headers = session ? { cookie: session } : undefined;
      await fetch(`${runtime.url}${path}`, { headers }); // warm: the authorizer's answer is cached
      counter.reset();
      const response = await fetch(`${runtime.url}${path}`, { headers });
      const commands = counter.commands();
      const byCommand = Object.fromEntries(
        [...new Set(commands)].map((name) => [name, commands.filter((command) => command === name).length]),
      );
      rows[`${label}, ${session ? 'signed in' : 'anonymous'}`] = {
        status: response.status,
        requests: commands.length,
        ...byCommand,
        ...(await latency(`${runtime.url}${path}`, session)),
      };
    }
  }
  console.table(rows);
  // The last requests autocannon left in flight finish before the table goes away.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await platform.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
