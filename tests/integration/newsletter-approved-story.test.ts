import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { createNewsletterSendConsumer } from '#functions/newsletters/sending/create-newsletter-send-consumer.ts';
import { createPostEventsConsumer } from '#functions/posts/publishing/create-post-events-consumer.ts';
import { authorNewsletterId, collectionNewsletterId } from '#shared/data/newsletter-id.ts';
import { staticSecret } from '#shared/lambda/secret.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { outboxMailer, readOutbox } from '#local/outbox.ts';
import { makeCollection, makeNewsletter, makePost, makeUser } from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';
import { memoryObjectStore } from '#fixtures/memory-object-store.ts';

/**
 * A story approved into a publication after its first publish goes to the publication's newsletter
 * (decision 171): the newsletter-send consumer over DynamoDB Local, its queue a list the test drains,
 * the local outbox as the mailer.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
const queued: unknown[] = [];
const queue: QueueSender = { send: async (_, messages) => void queued.push(...messages) };

beforeAll(async () => {
  table = await createTestTable();
});
afterAll(() => table.close());
beforeEach(() => {
  queued.length = 0;
});

async function sender() {
  const outbox = await mkdtemp(join(tmpdir(), 'folio-outbox-'));
  const consumer = createNewsletterSendConsumer({
    objects: memoryObjectStore(),
    data: table.data,
    queue,
    mailer: outboxMailer(outbox),
    sessionSecret: staticSecret('approved-story-test-secret'),
    siteOrigin: async () => 'https://folio.example',
    ratePerSecond: 100_000,
    logger: { error: jest.fn() } as never,
  });
  const attempt = async (messages: readonly unknown[]) =>
    (
      await consumer({
        Records: messages.map((message, index) => ({
          messageId: `m${index}`,
          body: JSON.stringify(message),
        })),
      } as SQSEvent)
    ).batchItemFailures;
  /** Delivers `messages`, then whatever they queue, until the queue is empty. */
  const drain = async (...messages: unknown[]) => {
    queued.push(...messages);
    while (queued.length > 0) expect(await attempt(queued.splice(0))).toEqual([]);
  };
  const mailTo = async () => (await readOutbox(outbox)).map((email) => email.to).sort();
  return { attempt, drain, mailTo };
}

async function newsletter(ownerId: string, id: string, type: 'AUTHOR' | 'COLLECTION') {
  await makeNewsletter(table.data, { id, type, ownerId, name: `Newsletter of ${ownerId}` });
  return id;
}

async function reader(...newsletterIds: string[]) {
  const user = await makeUser(table.data);
  const email = `${user.username}@folio.example`;
  await table.data.entities.user.patch({ id: user.id }).set({ email }).go();
  for (const newsletterId of newsletterIds) {
    await table.data.entities.newsletterSubscription
      .put({ subscriberId: user.id, newsletterId, newsletterType: 'AUTHOR', subscribedAt: Date.now() })
      .go();
  }
  return email;
}

test('the content-events consumer turns an approval (post-approved) into the send’s job', async () => {
  const consumer = createPostEventsConsumer(
    { invalidate: async () => undefined },
    { error: jest.fn() },
    undefined,
    queue,
  );
  const body = JSON.stringify({ type: 'post-approved', postId: 'abcdefabcdef' });
  expect((await consumer({ Records: [{ messageId: 'e1', body }] } as SQSEvent)).batchItemFailures).toEqual(
    [],
  );
  expect(queued).toEqual([{ kind: 'send-approved-story', postId: 'abcdefabcdef' }]);
});

/** A writer's story published into a publication, waiting for its editors; both have newsletters. */
async function pendingStory() {
  const writer = await makeUser(table.data);
  const publication = await makeCollection(table.data);
  const writerNewsletter = await newsletter(writer.id, authorNewsletterId(writer.id), 'AUTHOR');
  const publicationNewsletter = await newsletter(
    publication.id,
    collectionNewsletterId(publication.id),
    'COLLECTION',
  );
  const { post: story } = await makePost(table.data, {
    creatorId: writer.id,
    collectionId: publication.id,
    statusForCollection: 'PENDING',
  });
  const approve = () =>
    table.data.entities.post.patch({ id: story.id }).set({ statusForCollection: 'APPROVED' }).go();
  const firstPublish = { kind: 'send-story', postId: story.id, eventId: `${story.id}-1` };
  const approval = { kind: 'send-approved-story', postId: story.id };
  return { writerNewsletter, publicationNewsletter, story, approve, firstPublish, approval };
}

test('approved after its first publish, the story goes to the publication’s subscribers once; a reader of both gets nothing new', async () => {
  const { writerNewsletter, publicationNewsletter, approve, firstPublish, approval } = await pendingStory();
  const writerOnly = await reader(writerNewsletter);
  const both = await reader(writerNewsletter, publicationNewsletter);
  const publicationOnly = await reader(publicationNewsletter);
  const { drain, mailTo } = await sender();

  await drain(firstPublish);
  expect(await mailTo()).toEqual([writerOnly, both].sort());

  await approve();
  await drain(approval);
  expect(await mailTo()).toEqual([writerOnly, both, publicationOnly].sort());

  // The approval's job again (a redelivery, or the story approved again after leaving): nothing new.
  await drain(approval, firstPublish);
  expect(await mailTo()).toEqual([writerOnly, both, publicationOnly].sort());
});

test('approved before the first send ran, the first send covers the publication and the approval adds nothing', async () => {
  const { writerNewsletter, publicationNewsletter, approve, firstPublish, approval } = await pendingStory();
  const both = await reader(writerNewsletter, publicationNewsletter);
  const publicationOnly = await reader(publicationNewsletter);
  const { drain, mailTo } = await sender();

  await approve();
  await drain(approval); // no send yet: the first publish's job will find the story approved
  expect(await mailTo()).toEqual([]);
  await drain(firstPublish, approval);
  expect(await mailTo()).toEqual([both, publicationOnly].sort());
});

test('nothing goes when the first publish told nobody, the story is not approved, or the first send is still queueing (retried)', async () => {
  const { publicationNewsletter, story, approve, approval } = await pendingStory();
  await reader(publicationNewsletter);
  const { attempt, drain, mailTo } = await sender();

  await drain(approval); // still PENDING
  await approve();
  await drain(approval); // "Tell my followers" was off: the story has no send
  expect(await mailTo()).toEqual([]);

  // A first send whose fan-out has not finished queueing: the approval's job fails, and SQS retries it.
  await table.data.entities.newsletterSend
    .create({ postId: story.id, eventId: `${story.id}-1`, newsletterIds: [], startedAt: 1 })
    .go();
  expect(await attempt([approval])).toEqual([{ itemIdentifier: 'm0' }]);
  expect(await mailTo()).toEqual([]);
});
