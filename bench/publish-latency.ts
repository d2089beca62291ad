// First, before any library loads: the platform runs as `npm start` runs it, like AWS.
import '#local/run-like-aws.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { xsrfHeaderName } from '#contract/edge-headers.ts';
import { createHandler } from '#functions/posts/handler.ts';
import { publishingLimits } from '#functions/posts/publishing/rate-limits.ts';
import { writingLimits } from '#functions/posts/rate-limits.ts';
import { responseLimits } from '#functions/posts/responses/rate-limits.ts';
import type { FolioData } from '#shared/data/data.ts';
import { windowStartOf } from '#shared/data/rate-limit.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { startDynamoDbLocal } from '#local/dynamodb-local.ts';
import { startLocalRuntime } from '#local/runtime.ts';
import { ensureWebBuild, webDist } from '#local/web-build.ts';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { makeDraft, saveDraft } from '#fixtures/drafts.ts';
import { makeUser } from '#fixtures/factories.ts';
import { ms, percentile } from './percentiles.ts';

/**
 * Publish-to-visible through the whole local platform: publishPost (the posts Lambda over DynamoDB
 * Local), then reading the writer's profile signed out through the gateway (/graphql, as the profile
 * page asks) until the story is there; and republish-to-fresh: a story page cached at the edge,
 * republished with new text, read until the new text shows (the post-published event through the local
 * SQS, its poller and the content-events consumer's invalidation); and a response published in place
 * beside one published from the full editor's draft. p50/p99 over BENCH_ROUNDS (30).
 * Prints; asserts nothing.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);

async function until(check: () => Promise<boolean>) {
  const start = performance.now();
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 5));
  return performance.now() - start;
}

async function main() {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  ensureWebBuild();
  const dynamo = await startDynamoDbLocal();
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-bench-publish-'));
  const runtime = await startLocalRuntime({
    dynamoEndpoint: dynamo.endpoint,
    table: 'folio',
    dataDir,
    webDist,
    port: 0,
  });
  const writer = await makeUser(runtime.data, { username: 'benchwriter' });
  const posts = createHandler(runtime.data, undefined, {
    queue: sqsQueueSender(runtime.sqs.client, runtime.sqs.environment),
  });
  const publish = async (postId: string) => {
    const input = {
      postId,
      tags: ['Bench'],
      visibility: 'PUBLIC',
      isLocked: false,
      allowResponses: true,
      notifyFollowers: false,
    };
    const answer = (await posts(
      resolverEvent('Mutation.publishPost', {
        viewer: { id: writer.id, xsrf: 'x' },
        arguments: { input },
        headers: { [xsrfHeaderName]: 'x' },
      }),
    )) as { __typename: string; uniqueSlug: string };
    if (answer.__typename !== 'Post') throw new Error(`publishPost answered ${answer.__typename}`);
    return answer.uniqueSlug;
  };
  const profileQuery = JSON.stringify({
    query: `{ userResult(id: "${writer.id}") { ... on User { postsConnection(paging: { limit: 1 }) { posts { id } } } } }`,
  });
  const onProfile = async (postId: string) => {
    const response = await fetch(`${runtime.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: profileQuery,
    });
    return (await response.text()).includes(postId);
  };
  const samples = { publish: [] as number[], visible: [] as number[], fresh: [] as number[], parentId: '' };
  // 30 publishes an hour per writer (publishingLimits) and each round publishes twice: the round starts
  // with the writer's window emptied, so every round measures a publish that goes through.
  for (let round = 0; round < rounds + 3; round += 1) {
    const postId = await makeDraft(runtime.data, { creatorId: writer.id, title: `Bench story ${round}` });
    const window = { bucket: publishingLimits.publish.bucket, key: writer.id };
    await runtime.data.entities.rateLimit
      .delete({ ...window, windowStart: windowStartOf(publishingLimits.publish, Date.now()) })
      .go();
    const start = performance.now();
    const slug = await publish(postId);
    const published = performance.now() - start;
    const visible = published + (await until(() => onProfile(postId)));
    const page = `${runtime.url}/@benchwriter/${slug}`;
    await fetch(page);
    await saveDraft(runtime.data, {
      id: postId,
      creatorId: writer.id,
      title: `Bench story ${round}`,
      paragraphs: [{ name: 'p', type: 'P', text: `Edited words ${round}.`, markups: [] }],
      version: 2,
    });
    const republished = performance.now();
    await publish(postId);
    await until(async () => (await (await fetch(page)).text()).includes(`Edited words ${round}.`));
    samples.parentId = postId;
    if (round < 3) continue; // warm-up
    samples.publish.push(published);
    samples.visible.push(visible);
    samples.fresh.push(performance.now() - republished);
  }
  const responses = await respondingSamples(runtime.data, posts, samples.parentId);
  const row = (values: number[]) => ({ p50: ms(percentile(values, 50)), p99: ms(percentile(values, 99)) });
  console.log(`Publishing through the local platform, ${rounds} rounds (ms):`);
  console.table({
    'publishPost (resolver, 3 DynamoDB requests + SQS)': row(samples.publish),
    'publish → on the profile (signed-out /graphql)': row(samples.visible),
    'republish → cached page fresh (SQS → consumer → invalidation)': row(samples.fresh),
    'publishResponse in place (resolver)': row(responses.inPlace),
    'publishResponseDraft from the full editor (resolver)': row(responses.fromDraft),
  });
  await runtime.stop();
  await dynamo.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

type PostsHandler = ReturnType<typeof createHandler>;

/** A mutation of the posts Lambda as a signed-in reader sends it (xsrf included), its answer's type. */
async function mutate(posts: PostsHandler, viewerId: string, field: string, args: Record<string, unknown>) {
  const answer = (await posts(
    resolverEvent(`Mutation.${field}`, {
      viewer: { id: viewerId, xsrf: 'x' },
      arguments: args,
      headers: { [xsrfHeaderName]: 'x' },
    }),
  )) as { __typename: string; id: string };
  return answer;
}

/**
 * A response published in place (publishResponse) beside one written in the full editor
 * (publishResponseDraft on a saved response draft, decision 121), each timed at the resolver, to one
 * story; every round starts with the reader's windows emptied.
 */
async function respondingSamples(data: FolioData, posts: PostsHandler, parentId: string) {
  const reader = await makeUser(data, { username: 'benchreader' });
  const paragraphs = [{ name: 'r1', type: 'P' as const, text: 'A response worth timing.', markups: [] }];
  const inPlace: number[] = [];
  const fromDraft: number[] = [];
  for (let round = 0; round < rounds + 3; round += 1) {
    for (const rule of [publishingLimits.publish, responseLimits.write, writingLimits.drafts])
      await data.entities.rateLimit
        .delete({ bucket: rule.bucket, key: reader.id, windowStart: windowStartOf(rule, Date.now()) })
        .go();
    const draft = await mutate(posts, reader.id, 'startResponseDraft', {
      input: { inResponseToPostId: parentId },
    });
    await saveDraft(data, { id: draft.id, creatorId: reader.id, title: '', paragraphs, version: 2 });
    let start = performance.now();
    const drafted = await mutate(posts, reader.id, 'publishResponseDraft', { postId: draft.id });
    const draftMs = performance.now() - start;
    start = performance.now();
    const placed = await mutate(posts, reader.id, 'publishResponse', {
      input: { inResponseToPostId: parentId, paragraphs },
    });
    const inPlaceMs = performance.now() - start;
    if (drafted.__typename !== 'PostResponse' || placed.__typename !== 'PostResponse')
      throw new Error(`responses answered ${drafted.__typename} and ${placed.__typename}`);
    if (round < 3) continue; // warm-up
    fromDraft.push(draftMs);
    inPlace.push(inPlaceMs);
  }
  return { inPlace, fromDraft };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
