// First, before any library loads: the consumers run as `npm start` runs them, like AWS.
import '#local/run-like-aws.ts';
import type { SQSEvent } from 'aws-lambda';
import { xsrfHeaderName } from '#contract/edge-headers.ts';
import { createNewsletterSendConsumer } from '#functions/newsletters/sending/create-newsletter-send-consumer.ts';
import { recipientsPerBatch } from '#functions/newsletters/sending/send-messages.ts';
import { createHandler } from '#functions/posts/handler.ts';
import { createPostEventsConsumer } from '#functions/posts/publishing/create-post-events-consumer.ts';
import { createFolioData, type FolioData } from '#shared/data/data.ts';
import { authorNewsletterId } from '#shared/data/newsletter-id.ts';
import { createDynamoDbClient } from '#shared/lambda/clients.ts';
import { staticSecret } from '#shared/lambda/secret.ts';
import type { Mailer } from '#shared/ports/mailer.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { functions } from '#infra/functions.ts';
import { queues } from '#infra/queues.ts';
import { defaultNewsletterSendRatePerSecond } from '#infra/settings.ts';
import type { LambdaHandler } from '#local/appsync/lambda-invoke.ts';
import { localClientConfig, startDynamoDbLocal } from '#local/dynamodb-local.ts';
import { countRequests } from '#local/request-counter.ts';
import { startLocalSqs } from '#local/sqs.ts';
import { startSqsPoller } from '#local/sqs-poller.ts';
import { ensureTable } from '#local/table.ts';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { makeDraft } from '#fixtures/drafts.ts';
import { countCapacity } from './consumed-capacity.ts';
import { estimateSend } from './newsletter-aws-estimate.ts';
import { memoryObjectStore } from '#fixtures/memory-object-store.ts';

/**
 * A newsletter's fan-out at 10,000 subscribers (BENCH_SUBSCRIBERS) over DynamoDB Local and the local
 * SQS: a writer's story published through the posts Lambda with "Tell my followers" on, its
 * post-published event consumed from the content-events queue, and the newsletter-send consumer (the
 * AWS code: fan-out job, recipient batches of 50, claim, render, send, mark) invoked by as many
 * pollers as the queue's maxConcurrency. The mailer only counts (no SES quota and no outbox file per
 * e-mail: what is timed is Folio's side). Prints the local figures and what 100,000 subscribers
 * would take and cost in AWS; asserts nothing. Seeding is not timed.
 */
const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const awsSubscribers = 100_000;

async function seed(data: FolioData, writerId: string) {
  const newsletterId = authorNewsletterId(writerId);
  const createdAt = Date.now();
  await data.entities.user.put({ id: writerId, username: 'fanoutwriter', name: 'Fan Out', createdAt }).go();
  await data.entities.newsletter
    .put({
      id: newsletterId,
      type: 'AUTHOR',
      ownerId: writerId,
      slug: 'fan-out',
      name: 'Fan Out',
      subscriberCount: subscribers,
      createdAt,
    })
    .go();
  const ids = Array.from({ length: subscribers }, (_, index) => `reader-${String(index).padStart(6, '0')}`);
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    await data.entities.user
      .put(
        chunk.map((id) => ({
          id,
          username: id.replace('-', ''),
          name: `Reader ${id}`,
          email: `${id}@folio.example`,
          createdAt,
        })),
      )
      .go({ concurrency: 4 });
    await data.entities.newsletterSubscription
      .put(
        chunk.map((subscriberId, index) => ({
          subscriberId,
          newsletterId,
          newsletterType: 'AUTHOR' as const,
          subscribedAt: createdAt + start + index,
        })),
      )
      .go({ concurrency: 4 });
  }
}

/** A story of 20 paragraphs of about 400 characters: a usual newsletter e-mail. */
const paragraphs = Array.from({ length: 20 }, (_, index) => ({
  name: `p${index}`,
  type: 'P' as const,
  text: `Paragraph ${index}: ${'words that make a paragraph of a story worth sending by e-mail, '.repeat(6)}`,
  markups: [],
}));

function sampleMemory() {
  const peak = { rss: 0, heapUsed: 0 };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.heapUsed = Math.max(peak.heapUsed, heapUsed);
  };
  const timer = setInterval(sample, 50);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

async function main() {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const dynamo = await startDynamoDbLocal();
  const client = createDynamoDbClient(localClientConfig(dynamo.endpoint));
  await ensureTable(client, 'folio');
  const data = createFolioData({ client, table: 'folio' });
  const sqs = await startLocalSqs();
  const queue = sqsQueueSender(sqs.client, sqs.environment);
  const writerId = 'fanoutwriter1';
  let started = performance.now();
  await seed(data, writerId);
  const seedSeconds = (performance.now() - started) / 1000;

  const sent = { count: 0, first: 0, last: 0 };
  let allSent: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allSent = resolve));
  const mailer: Mailer = {
    async send() {
      sent.last = performance.now();
      if (sent.count++ === 0) sent.first = sent.last;
      if (sent.count === subscribers) allSent();
    },
  };
  const consumer = createNewsletterSendConsumer({
    objects: memoryObjectStore(),
    data,
    queue,
    mailer,
    sessionSecret: staticSecret('bench-session-secret'),
    siteOrigin: async () => 'https://folio.example',
    ratePerSecond: 1_000_000,
  });
  const fanOut = { ms: 0 };
  const timedConsumer = async (event: SQSEvent) => {
    const isJob = event.Records.some((record) => record.body.includes('"send-story"'));
    const start = performance.now();
    const answer = await consumer(event);
    if (isJob) fanOut.ms = performance.now() - start;
    return answer;
  };
  const spec = (name: string) => queues.find((candidate) => candidate.name === name)!;
  const sendSpec = spec('newsletter-send');
  const pollers = [
    startSqsPoller({
      client: sqs.client,
      queueUrl: sqs.urls['content-events'],
      spec: spec('content-events'),
      handler: createPostEventsConsumer({ invalidate: async () => undefined }, undefined, undefined, queue),
      functionName: 'content-events-consumer',
      waitSeconds: 1,
    }),
    ...Array.from({ length: sendSpec.maxConcurrency ?? 1 }, () =>
      startSqsPoller({
        client: sqs.client,
        queueUrl: sqs.urls['newsletter-send'],
        spec: sendSpec,
        handler: timedConsumer as LambdaHandler,
        functionName: 'newsletter-send-consumer',
        waitSeconds: 1,
      }),
    ),
  ];

  const postId = await makeDraft(data, { creatorId: writerId, title: 'A letter to many', paragraphs });
  const posts = createHandler(data, undefined, { queue });
  const requests = countRequests(client);
  const capacity = countCapacity(client);
  const memory = sampleMemory();
  const cpu = process.cpuUsage();
  started = performance.now();
  const answer = (await posts(
    resolverEvent('Mutation.publishPost', {
      viewer: { id: writerId, xsrf: 'x' },
      arguments: {
        input: {
          postId,
          tags: ['Bench'],
          visibility: 'PUBLIC',
          isLocked: false,
          allowResponses: true,
          notifyFollowers: true,
        },
      },
      headers: { [xsrfHeaderName]: 'x' },
    }),
  )) as { __typename: string };
  if (answer.__typename !== 'Post') throw new Error(`publishPost answered ${answer.__typename}`);
  await done;
  const endToEnd = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const peak = memory.stop();
  const commands = requests.commands();
  const consumed = capacity.totals();
  await Promise.all(pollers.map((poller) => poller.stop()));

  const perRecipient = (count: number) => Math.round((count / subscribers) * 1000) / 1000;
  const byCommand = Object.fromEntries(
    [...new Set(commands)].map((name) => [
      name,
      perRecipient(commands.filter((command) => command === name).length),
    ]),
  );
  const sendingSeconds = (sent.last - sent.first) / 1000;
  console.log(
    `Newsletter fan-out, ${subscribers.toLocaleString('en')} subscribers, local (seeded in ${seedSeconds.toFixed(1)} s, not counted); counting mailer, ${pollers.length - 1} consumers at once:`,
  );
  console.table({
    'fan-out job (Query pages + queueing batches), s': Math.round(fanOut.ms) / 1000,
    'deliveries per second (first to last e-mail)': Math.round(subscribers / sendingSeconds),
    'publishPost → last e-mail, s': Math.round(endToEnd) / 1000,
    'Node CPU, s': Math.round((used.user + used.system) / 1000) / 1000,
    'peak RSS of the process (consumers, SQS), MB': Math.round(peak.rss / 2 ** 20),
    'peak JS heap, MB': Math.round(peak.heapUsed / 2 ** 20),
    'DynamoDB requests per recipient': perRecipient(commands.length),
    'read units per recipient': perRecipient(consumed.readUnits),
    'write units per recipient': perRecipient(consumed.writeUnits),
  });
  console.log('DynamoDB requests per recipient, by command:');
  console.table(byCommand);

  const consumerSpec = functions.find((candidate) => candidate.consumes === 'newsletter-send')!;
  const measured = { recipients: subscribers, ...consumed, recipientsPerBatch };
  const rows: Record<string, unknown> = {};
  for (const ratePerSecond of [defaultNewsletterSendRatePerSecond, 40]) {
    const estimate = estimateSend(awsSubscribers, measured, {
      ratePerSecond,
      concurrency: sendSpec.maxConcurrency ?? 1,
      memoryMb: consumerSpec.memoryMb,
    });
    const dollars = (value: number) => `$${value.toFixed(3)}`;
    rows[`${ratePerSecond} e-mails/s`] = {
      duration: `${Math.floor(estimate.seconds / 3600)} h ${Math.round((estimate.seconds % 3600) / 60)} min`,
      'Lambda GB-s': Math.round(estimate.lambdaGbSeconds),
      'SQS requests': estimate.sqsRequests,
      SES: dollars(estimate.cost.ses),
      'DynamoDB writes': dollars(estimate.cost.dynamoDbWrites),
      'DynamoDB reads': dollars(estimate.cost.dynamoDbReads),
      Lambda: dollars(estimate.cost.lambda),
      SQS: dollars(estimate.cost.sqs),
      total: dollars(estimate.total),
    };
  }
  console.log(
    `${awsSubscribers.toLocaleString('en')} subscribers in AWS (us-east-1 prices of bench/newsletter-aws-estimate.ts; ` +
      `${sendSpec.maxConcurrency} consumers of ${consumerSpec.memoryMb} MB, each at half the rate; default rate and 40/s):`,
  );
  console.table(rows);
  await sqs.stop();
  client.destroy();
  await dynamo.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
