// First, before any library loads: the platform runs as `npm start` runs it, like AWS.
import '#local/run-like-aws.ts';
import { performance } from 'node:perf_hooks';
import { xsrfHeaderName } from '#contract/edge-headers.ts';
import { createHandler as createPostsHandler } from '#functions/posts/handler.ts';
import { createHandler as createUsersHandler } from '#functions/users/handler.ts';
import { createNotificationsConsumer } from '#functions/users/notifications/create-notifications-consumer.ts';
import type { SQSEvent } from 'aws-lambda';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { startBenchPlatform } from './local-platform.ts';
import { ms, percentile } from './percentiles.ts';

/**
 * Notification creation lag through the whole local platform (decision 206): from the producing write
 * (a followUser of the users Lambda, a clap of the posts Lambda, each over DynamoDB Local) to the
 * notification being readable by its owner (Query.notifications of the users Lambda), through the
 * local SQS, its poller and the notifications consumer. A new actor each round, so every round makes
 * or grows a notification. p50/p99 over BENCH_ROUNDS (30). Prints; asserts nothing.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const warmUp = 3;

async function until(check: () => Promise<boolean>) {
  const start = performance.now();
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 5));
  return performance.now() - start;
}

const asViewer = (id: string) => ({ viewer: { id, xsrf: 'x' }, headers: { [xsrfHeaderName]: 'x' } });

async function main() {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const platform = await startBenchPlatform({ edgeCache: false, empty: true });
  const { runtime } = platform;
  const queue = sqsQueueSender(runtime.sqs.client, runtime.sqs.environment);
  const users = createUsersHandler(runtime.data, undefined, Date.now, queue);
  const posts = createPostsHandler(runtime.data, undefined, { queue });
  const writer = await makeUser(runtime.data, { username: 'benchwriter' });
  const { post } = await makePost(runtime.data, { creatorId: writer.id, title: 'Bench story' });

  /** The owner's newest notification: its kind and how many took part, as the page reads it. */
  const newest = async () => {
    const answer = (await users(
      resolverEvent('Query.notifications', { ...asViewer(writer.id), arguments: { paging: { limit: 1 } } }),
    )) as { notifications: { kind: string; actorCount: number }[] };
    return answer.notifications[0];
  };
  const consumer = createNotificationsConsumer(runtime.data);
  const samples = { follow: [] as number[], clap: [] as number[], consumer: [] as number[] };
  for (let round = 0; round < rounds + warmUp; round += 1) {
    const actor = await makeUser(runtime.data, { username: `benchreader${round}` });
    let start = performance.now();
    await users(
      resolverEvent('Mutation.followUser', { ...asViewer(actor.id), arguments: { targetUserId: writer.id } }),
    );
    const follow = await until(async () => (await newest())?.kind === 'NEW_FOLLOWER');
    const followWrite = performance.now() - start - follow;
    start = performance.now();
    await posts(
      resolverEvent('Mutation.clap', {
        ...asViewer(actor.id),
        arguments: { targetPostId: post.id, numClaps: 1 },
      }),
    );
    await until(async () => {
      const latest = await newest();
      return latest?.kind === 'CLAP' && latest.actorCount === round + 1;
    });
    const clapped = performance.now() - start;
    // The consumer's own part: one message recorded for a new owner, without the queue.
    const reader = await makeUser(runtime.data, { username: `benchowner${round}` });
    const message = {
      type: 'notify',
      kind: 'NEW_FOLLOWER',
      ownerId: reader.id,
      actorId: actor.id,
      at: Date.now(),
    };
    start = performance.now();
    await consumer({ Records: [{ messageId: 'm', body: JSON.stringify(message) }] } as SQSEvent);
    const consumed = performance.now() - start;
    if (round < warmUp) continue;
    samples.follow.push(followWrite + follow);
    samples.clap.push(clapped);
    samples.consumer.push(consumed);
  }
  const row = (values: number[]) => ({ p50: ms(percentile(values, 50)), p99: ms(percentile(values, 99)) });
  console.log(`Notification creation lag through the local platform, ${rounds} rounds (ms):`);
  console.table({
    'followUser → NEW_FOLLOWER readable (SQS → consumer)': row(samples.follow),
    'clap → aggregated CLAP readable (SQS → consumer)': row(samples.clap),
    'the consumer alone: one message recorded (4 DynamoDB requests)': row(samples.consumer),
  });
  console.log(
    'Locally most of the lag is the SQS poller’s long poll (infra/local/sqs-poller.ts), not Folio’s work.',
  );
  await platform.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
