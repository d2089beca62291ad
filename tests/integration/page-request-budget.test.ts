import { benchBrowser } from '#bench/bench-browser.ts';
import { samplePaths } from '#bench/local-platform.ts';
import type { Instrument } from '#local/runtime.ts';
import { countRequests } from '#local/request-counter.ts';
import { seedIfEmpty } from '#local/seed-on-start.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';

/**
 * What a page asks of the API and the table, rendered through the whole local platform (decisions 69
 * and 78): one AppSync request, and a budget of DynamoDB requests that a new N+1 read would break.
 */
let runtime: TestRuntime;
let dynamo: ReturnType<typeof countRequests>;
let paths: Awaited<ReturnType<typeof samplePaths>>;
const apiRequests: string[] = [];

/** Counts the pages Lambda's API requests by operation name. */
const counting: Instrument = (name, fn) => {
  if (name !== 'graphql') return fn;
  const counted = (...args: never[]) => {
    const [request] = args as unknown as [{ operationName?: string }];
    apiRequests.push(request.operationName ?? '');
    return fn(...args);
  };
  return counted as unknown as typeof fn;
};

beforeAll(async () => {
  runtime = await startTestRuntime({
    instrument: counting,
    prepare: (parts) => seedIfEmpty(parts, () => undefined),
  });
  dynamo = countRequests(runtime.dynamo);
  paths = await samplePaths(runtime);
}, 120_000);
afterAll(() => runtime.stop());

/** A demo reader's session cookie, signed in once for the file (a second code for one address would be refused). */
const sessions = new Map<string, Promise<string>>();
const cookieOf = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, benchBrowser(runtime).signInWithCode(email));
  return sessions.get(email)!;
};

/** The page's requests, after a first view has warmed the authorizer's cache (as AppSync caches it). */
async function requestsOf(path: string, cookie?: string) {
  const get = () => fetch(`${runtime.url}${path}`, { headers: cookie ? { cookie } : {} });
  expect((await get()).status).toBe(200);
  apiRequests.length = 0;
  dynamo.reset();
  expect((await get()).status).toBe(200);
  return { api: [...apiRequests], dynamo: dynamo.commands().sort() };
}

test("a signed-in member's story page: one API request, thirteen DynamoDB requests", async () => {
  const cookie = await cookieOf('ruth_reads@folio.example');
  const { api, dynamo: commands } = await requestsOf(paths.post, cookie);
  expect(api).toEqual(['PageQueries']);
  // The story and its body (with its clap shards); the member; the member's publications; the writer;
  // the publication; the follows and mutes of writer and publication, one consistent batch each; the
  // member's claps on the story (decision 108); the reader's highlights of the story (decision 116);
  // more from the writer and the publication, and their cards' writers and publications (decision 118).
  expect(commands).toEqual([
    ...Array<string>(7).fill('BatchGetItemCommand'),
    'GetItemCommand',
    ...Array<string>(5).fill('QueryCommand'),
  ]);
});

test('an anonymous story page: one API request, seven DynamoDB requests', async () => {
  const { api, dynamo: commands } = await requestsOf(paths.post);
  expect(api).toEqual(['PageQueries']);
  // The story with its body, clap shards and top highlight; the writer; the publication; more from the
  // writer and the publication, and their cards' writers and publications (decision 118).
  expect(commands).toEqual([
    ...Array<string>(4).fill('BatchGetItemCommand'),
    ...Array<string>(3).fill('QueryCommand'),
  ]);
});

test("a signed-in non-member's member-only story page: a member's requests and one UpdateItem (the metered allowance, decision 141)", async () => {
  const { data: latest } = await runtime.data.entities.post.query.latest({}).go({ limit: 40, order: 'desc' });
  const { data: ingrid } = await runtime.data.entities.user.query
    .byUsername({ username: 'ingrid_solberg' })
    .go();
  const locked = latest.find((post) => post.isLocked && post.creatorId !== ingrid[0]?.id);
  if (!locked) throw new Error('The demo content has no member-only story in the newest 40');
  const { data: writer } = await runtime.data.entities.user.get({ id: locked.creatorId }).go();
  const path = `/@${writer?.username}/${locked.uniqueSlug}`;
  const member = await requestsOf(path, await cookieOf('ruth_reads@folio.example'));
  const free = await requestsOf(path, await cookieOf('ingrid_solberg@folio.example'));
  expect(free.api).toEqual(['PageQueries']);
  expect(free.dynamo).toEqual([...member.dynamo, 'UpdateItemCommand'].sort());
});

test("a signed-in reader's home: one API request, two DynamoDB requests (decision 214)", async () => {
  const { api, dynamo: commands } = await requestsOf(paths.home, await cookieOf('ruth_reads@folio.example'));
  expect(api).toEqual(['PageQueries']);
  // Only what every signed-in page reads (the reader, their publications); the feeds and the sidebar
  // are asked after hydration (docs/feeds.md), well under the home's budget of 10.
  expect(commands).toEqual(['GetItemCommand', 'QueryCommand']);
});

// Profile pages (issue #16): the tabs are links and who to follow asks in the browser, so the profile's
// server render reads what it read before; about and books read the writer alone.
test("a signed-in reader's profile page of a writer: one API request, the same DynamoDB requests as before its tabs", async () => {
  const { api, dynamo: commands } = await requestsOf(
    paths.profile,
    await cookieOf('ruth_reads@folio.example'),
  );
  expect(api).toEqual(['PageQueries']);
  // Seven, as before the tabs: UserProfileQuery asks the very fields it asked (ProfileUser_user holds them).
  expect(commands).toEqual([
    ...Array<string>(3).fill('BatchGetItemCommand'),
    'GetItemCommand',
    ...Array<string>(3).fill('QueryCommand'),
  ]);
});

test("a writer's about page: one API request, only the writer's reads", async () => {
  const { api, dynamo: commands } = await requestsOf(
    `${paths.profile}/about`,
    await cookieOf('ruth_reads@folio.example'),
  );
  expect(api).toEqual(['PageQueries']);
  expect(commands).toEqual(['BatchGetItemCommand', 'GetItemCommand', 'QueryCommand', 'QueryCommand']);
});

// Search (issue #17, decision 235): results are asked by the browser, so the server renders the query
// box with what every page reads; a publication's search adds the publication's one read.
test("a signed-in reader's search page: one API request, only what every signed-in page reads", async () => {
  const cookie = await cookieOf('ruth_reads@folio.example');
  const { api, dynamo: commands } = await requestsOf('/search?q=rust', cookie);
  expect(api).toEqual(['PageQueries']);
  expect(commands).toEqual(['GetItemCommand', 'QueryCommand']);
});

test("an anonymous publication's search page: one API request, the publication's read alone", async () => {
  const { api, dynamo: commands } = await requestsOf(`${paths.publication}/search?q=rust`);
  expect(api).toEqual(['PageQueries']);
  expect(commands).toEqual(['QueryCommand']);
});
