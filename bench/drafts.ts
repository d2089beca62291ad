import { countRequests } from '#local/request-counter.ts';
import { benchBrowser } from './bench-browser.ts';
import { startBenchPlatform } from './local-platform.ts';
import { ms, percentile } from './percentiles.ts';

/** A writer of the demo content (README): the most stories of anyone, on every shelf. */
const writer = 'theo_okafor@folio.example';
const saves = Number(process.env.SAVES ?? 300);

/** A story of `count` paragraphs of about 600 characters each, as the editor saves it. */
const story = (count: number, round: number) =>
  Array.from({ length: count }, (_, n) => ({
    name: `p${n}`,
    type: 'P',
    text: `Paragraph ${n} of save ${round}. ${'Every keystroke is kept. '.repeat(24)}`,
    markups: [{ type: 'EM', start: 0, end: 9 }],
  }));

/**
 * The writer's side through the whole local platform (gateway, local AppSync, the posts Lambda,
 * DynamoDB Local): the autosave round trip as the editor sees it (p50/p99 of `SAVES` saves one after
 * the other, a 20-paragraph story), and the DynamoDB requests of a save, of opening a draft and of a
 * Your stories page with its counts.
 */
async function main() {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const platform = await startBenchPlatform({ edgeCache: false });
  const { runtime } = platform;
  const browser = benchBrowser(runtime);
  const cookie = await browser.signInWithCode(writer);
  const headers = { 'content-type': 'application/json', cookie, 'x-xsrf-token': browser.xsrf() };
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${runtime.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as {
      data?: Record<string, Record<string, unknown>>;
      errors?: unknown;
    };
    if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
    return body.data;
  };
  const counter = countRequests(runtime.dynamo);
  const requestsOf = async (run: () => Promise<unknown>) => {
    counter.reset();
    await run();
    const commands = counter.commands();
    return Object.fromEntries(
      [...new Set(commands)].map((name) => [name, commands.filter((command) => command === name).length]),
    );
  };

  const started = await graphql('mutation { startDraft { ... on PostDraft { id version } } }');
  const postId = started.startDraft?.id as string;
  let version = 1;
  const save = async (round: number, title = 'A story being written') => {
    const data = await graphql(
      `
        mutation S($input: SaveDraftInput!) {
          saveDraft(input: $input) {
            __typename
            ... on DraftSaved {
              version
            }
          }
        }
      `,
      { input: { postId, baseVersion: version, title, subtitle: '', paragraphs: story(20, round) } },
    );
    if (data.saveDraft?.__typename !== 'DraftSaved') throw new Error(`Not saved: ${JSON.stringify(data)}`);
    version = data.saveDraft.version as number;
  };

  await save(0, 'A first title');
  const rows: Record<string, unknown> = {
    'save, title changed': await requestsOf(() => save(1, 'A title')),
    'save, body only': await requestsOf(() => save(2, 'A title')),
    'open the draft': await requestsOf(() =>
      graphql('query D($id: ID!) { postDraft(postId: $id) { ... on PostDraft { version } } }', {
        id: postId,
      }),
    ),
    'Your stories page with counts': await requestsOf(() =>
      graphql(
        '{ yourStories(filterBy: PUBLIC, paging: { limit: 10 }) { ... on YourStories { posts { id title } counts { drafts public } } } }',
      ),
    ),
    'Your stories page, counts not asked': await requestsOf(() =>
      graphql(
        '{ yourStories(filterBy: PUBLIC, paging: { limit: 10 }) { ... on YourStories { posts { id } } } }',
      ),
    ),
  };
  console.table(rows);

  const latencies: number[] = [];
  for (let round = 0; round < saves; round += 1) {
    const start = performance.now();
    await save(round + 3, 'A title');
    latencies.push(performance.now() - start);
  }
  console.table({
    [`autosave round trip, ${saves} saves of 20 paragraphs (ms)`]: {
      p50: ms(percentile(latencies, 50)),
      p90: ms(percentile(latencies, 90)),
      p99: ms(percentile(latencies, 99)),
    },
  });
  await platform.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
