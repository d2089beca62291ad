import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import { print, type DocumentNode } from 'graphql';
import { createSocialRepository } from '#functions/users/social-repository.ts';
import { countRequests } from '#local/request-counter.ts';
import { makePost, makeUser } from '#fixtures/factories.ts';
import {
  HomeFollowingQuery,
  HomeForYouQuery,
  HomeTabsQuery,
} from '#web/features/home/api/home-feed-queries.ts';
import { HomeSidebarQuery, homeSidebarVariables } from '#web/features/home/api/home-sidebar-query.ts';
import { storiesPerPage } from '#web/ui/story-list/story-list-fragment.ts';
import { benchBrowser } from './bench-browser.ts';
import { startBenchPlatform } from './local-platform.ts';

/**
 * The signed-in home of a reader who follows 100 writers and 3 tags (issue #16, docs/feeds.md): the
 * DynamoDB requests of its server render and of each batch the browser then posts (For you with the
 * tabs and the sidebar; Following), and p50/p99 of each at 20 connections. Prints; asserts nothing.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const follows = 100;
const reader = 'feeds_bench@folio.example';

interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
}

async function main() {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const platform = await startBenchPlatform({ edgeCache: false });
  const { runtime } = platform;
  const { data } = runtime;
  const me = await makeUser(data, { username: 'feedsbench', email: reader });
  await data.entities.claim.put({ kind: 'email', value: reader, ownerId: me.id }).go();
  const social = createSocialRepository(data);
  const now = Date.now();
  // 100 writers with two stories each, followed through the users domain (each follow backfills).
  for (let index = 0; index < follows; index++) {
    const writer = await makeUser(data, { username: `feedswriter${index}` });
    for (const hoursAgo of [index, index + 100]) {
      await makePost(
        data,
        { creatorId: writer.id, firstPublishedAt: now - hoursAgo * 3_600_000 },
        { paragraphs: null },
      );
    }
    await social.follow(me.id, { kind: 'user', id: writer.id }, now);
  }
  const { data: latest } = await data.entities.post.query.latest({}).go({ limit: 200, order: 'desc' });
  const tags = [...new Set(latest.flatMap((post) => post.tags?.map((tag) => tag.slug) ?? []))].slice(0, 3);
  for (const slug of tags) await social.follow(me.id, { kind: 'tag', id: slug }, now);

  const cookie = await benchBrowser(runtime).signInWithCode(reader);
  const page = { limit: storiesPerPage };
  const batch = (queries: { query: DocumentNode; variables: Record<string, unknown> }[]) => {
    const body = JSON.stringify(queries.map(({ query, variables }) => ({ query: print(query), variables })));
    // The OAC signature's body hash, as the web client's batch link sends it (tests/fixtures/signed-post.ts).
    const hash = createHash('sha256').update(body).digest('hex');
    const headers = { cookie, 'content-type': 'application/json', 'x-amz-content-sha256': hash };
    return { method: 'POST' as const, path: '/_/batch', body, headers };
  };
  const requests: Record<string, BenchRequest> = {
    'server render of /': { method: 'GET', path: '/', headers: { cookie } },
    'For you + tabs + sidebar (one batch)': batch([
      { query: HomeTabsQuery, variables: {} },
      { query: HomeForYouQuery, variables: page },
      { query: HomeSidebarQuery, variables: homeSidebarVariables },
    ]),
    Following: batch([{ query: HomeFollowingQuery, variables: page }]),
  };
  const counter = countRequests(runtime.dynamo);
  const rows: Record<string, unknown> = {};
  for (const [name, request] of Object.entries(requests)) {
    const send = () => fetch(`${runtime.url}${request.path}`, request);
    await send(); // warm: the authorizer's answer is cached after the first call
    counter.reset();
    const response = await send();
    if (response.status !== 200) throw new Error(`${name} answered ${response.status}`);
    const dynamodb = counter.commands().length;
    const result = await autocannon({
      ...request,
      url: `${runtime.url}${request.path}`,
      connections: 20,
      duration: seconds,
    });
    rows[name] = {
      dynamodb,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  }
  console.table(rows);
  await platform.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
