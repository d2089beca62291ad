import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { createNewsletterSendConsumer } from '#functions/newsletters/sending/create-newsletter-send-consumer.ts';
import { createSendingRepository } from '#functions/newsletters/sending/repository.ts';
import { isUnsubscribeSignature } from '#functions/newsletters/unsubscribe-link.ts';
import { createPostEventsConsumer } from '#functions/posts/publishing/create-post-events-consumer.ts';
import { authorNewsletterId, collectionNewsletterId } from '#shared/data/newsletter-id.ts';
import { staticSecret } from '#shared/lambda/secret.ts';
import { newsletterSendVisibilityTimeoutSeconds } from '#shared/queues/newsletter-send-job.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { outboxMailer, readOutbox } from '#local/outbox.ts';
import {
  type NewUser,
  makeCollection,
  makeNewsletter,
  makePost,
  makeUser,
  storyBody,
} from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';
import { memoryObjectStore } from '#fixtures/memory-object-store.ts';

/**
 * Sending a story to its newsletters' subscribers (issue #15, decisions 156–157) over DynamoDB Local:
 * the newsletter-send consumer as Lambda calls it, its queue played by a list the test delivers (and
 * redelivers) from, and the local outbox as the mailer.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
const clock = { now: Date.UTC(2026, 10, 2, 9) };
const origin = 'https://folio.example';
const secret = 'newsletter-sending-test-secret';
const queued: unknown[] = [];
const queue: QueueSender = {
  async send(name, messages) {
    expect(name).toBe('newsletter-send');
    queued.push(...messages);
  },
};

beforeAll(async () => {
  table = await createTestTable();
});
afterAll(() => table.close());
beforeEach(() => {
  queued.length = 0;
});

/**
 * A consumer writing to a fresh outbox: its e-mails are the only ones there. `refuse` names addresses
 * the mailer refuses once (SES throttling, say).
 */
async function sender(refuse: string[] = []) {
  const outbox = await mkdtemp(join(tmpdir(), 'folio-outbox-'));
  const outboxSend = outboxMailer(outbox);
  const consumer = createNewsletterSendConsumer({
    objects: memoryObjectStore(),
    data: table.data,
    queue,
    mailer: {
      async send(message) {
        const refused = refuse.indexOf(message.to);
        if (refused >= 0) {
          refuse.splice(refused, 1);
          throw new Error('Throttling: Maximum sending rate exceeded.');
        }
        await outboxSend.send(message);
      },
    },
    sessionSecret: staticSecret(secret),
    siteOrigin: async () => origin,
    ratePerSecond: 100_000,
    now: () => clock.now,
    logger: { error: jest.fn() } as never,
  });
  const attempt = async (messages: readonly unknown[]) => {
    const records = messages.map((message, index) => ({
      messageId: `m${index}`,
      body: JSON.stringify(message),
    }));
    return (await consumer({ Records: records } as SQSEvent)).batchItemFailures;
  };
  const deliver = async (messages: readonly unknown[]) => expect(await attempt(messages)).toEqual([]);
  /** Delivers what is queued until the queue is empty; answers every message delivered. */
  const drain = async () => {
    const delivered: unknown[] = [];
    while (queued.length > 0) {
      const messages = queued.splice(0);
      delivered.push(...messages);
      await deliver(messages);
    }
    return delivered;
  };
  return { attempt, deliver, drain, mail: () => readOutbox(outbox) };
}

async function newsletterOf(ownerId: string, id: string, type: 'AUTHOR' | 'COLLECTION', name: string) {
  await makeNewsletter(table.data, { id, type, ownerId, name, createdAt: clock.now });
  return id;
}

let subscribedAt = clock.now;
async function subscribe(newsletterId: string, type: 'AUTHOR' | 'COLLECTION', subscriberId: string) {
  await table.data.entities.newsletterSubscription
    .put({ subscriberId, newsletterId, newsletterType: type, subscribedAt: subscribedAt++ })
    .go();
}

async function readers(count: number, overrides: Partial<NewUser> = {}) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const user = await makeUser(table.data, overrides);
      await table.data.entities.user
        .patch({ id: user.id })
        .set({ email: `${user.username}@folio.example` })
        .go();
      return { ...user, email: `${user.username}@folio.example` };
    }),
  );
}

/** A writer with a newsletter and a published story; `job` is its first publish's send job. */
async function writerWithStory(options: { isLocked?: boolean; collectionId?: string } = {}) {
  const writer = await makeUser(table.data, { name: 'Wren Writer' });
  const newsletterId = await newsletterOf(writer.id, authorNewsletterId(writer.id), 'AUTHOR', 'Wren Writer');
  const { post: story } = await makePost(
    table.data,
    {
      creatorId: writer.id,
      title: 'Letters from the coast',
      isLocked: options.isLocked ?? false,
      ...(options.collectionId
        ? { collectionId: options.collectionId, statusForCollection: 'APPROVED' as const }
        : {}),
    },
    { paragraphs: storyBody(12) },
  );
  const job = { kind: 'send-story', postId: story.id, eventId: `${story.id}-1` };
  return { writer, newsletterId, story, job };
}

test('120 subscribers get the story exactly once each, in batches of 50; a redelivered job or batch sends nothing twice', async () => {
  const { newsletterId, job } = await writerWithStory();
  const subscribers = await readers(120);
  for (const reader of subscribers) await subscribe(newsletterId, 'AUTHOR', reader.id);
  const { deliver, drain, mail } = await sender();

  queued.push(job);
  const delivered = await drain();
  const batches = delivered.filter((message) => (message as { kind: string }).kind === 'send-batch');
  expect(batches.map((batch) => (batch as { recipientIds: string[] }).recipientIds.length)).toEqual([
    50, 50, 20,
  ]);
  const sent = await mail();
  expect(sent).toHaveLength(120);
  expect(new Set(sent.map((email) => email.to))).toEqual(new Set(subscribers.map((reader) => reader.email)));
  expect(sent.every((email) => email.subject === 'Letters from the coast')).toBe(true);

  // SQS delivers at least once: the job and every batch again change nothing.
  await deliver([job, ...batches]);
  expect(queued).toEqual([]);
  expect(await mail()).toHaveLength(120);
  const deliveries = await createSendingRepository(table.data).deliveriesOf(job.postId);
  expect(deliveries).toHaveLength(120);
  expect(deliveries.every((delivery) => delivery.sentAt === clock.now)).toBe(true);
});

test('a republish (another publish of the same story) sends nothing', async () => {
  const { newsletterId, job } = await writerWithStory();
  const [reader] = await readers(1);
  await subscribe(newsletterId, 'AUTHOR', reader!.id);
  const { drain, mail } = await sender();
  queued.push(job);
  await drain();
  expect(await mail()).toHaveLength(1);

  queued.push({ ...job, eventId: `${job.postId}-2` });
  expect(await drain()).toHaveLength(1);
  expect(await mail()).toHaveLength(1);
});

test('a reader subscribed to both the writer and the publication receives one e-mail', async () => {
  const publication = await makeCollection(table.data, { name: 'Coastal Review' });
  const publicationNewsletter = await newsletterOf(
    publication.id,
    collectionNewsletterId(publication.id),
    'COLLECTION',
    'Coastal Review',
  );
  const { newsletterId, job } = await writerWithStory({ collectionId: publication.id });
  const [both, writerOnly, publicationOnly] = await readers(3);
  await subscribe(newsletterId, 'AUTHOR', both!.id);
  await subscribe(publicationNewsletter, 'COLLECTION', both!.id);
  await subscribe(newsletterId, 'AUTHOR', writerOnly!.id);
  await subscribe(publicationNewsletter, 'COLLECTION', publicationOnly!.id);
  const { drain, mail } = await sender();
  queued.push(job);
  await drain();
  const sent = await mail();
  expect(sent.map((email) => email.to).sort()).toEqual(
    [both!.email, writerOnly!.email, publicationOnly!.email].sort(),
  );
  const toPublicationOnly = sent.find((email) => email.to === publicationOnly!.email)!;
  expect(toPublicationOnly.text).toContain(
    'You receive this because you subscribed to Coastal Review on Folio.',
  );
});

test('nobody unsubscribed before the batch ran, suspended, without a verified address or opted out is sent anything', async () => {
  const { newsletterId, job } = await writerWithStory();
  const [stays, leaves] = await readers(2);
  const [suspended] = await readers(1, { isSuspended: true });
  const [optedOut] = await readers(1, { allowEmailNewsletters: false });
  const unverified = await makeUser(table.data, { unverifiedEmail: 'not-yet@folio.example' });
  for (const reader of [stays!, leaves!, suspended!, optedOut!, unverified])
    await subscribe(newsletterId, 'AUTHOR', reader.id);
  const { deliver, drain, mail } = await sender();

  await deliver([job]); // the fan-out has queued the batch…
  await table.data.entities.newsletterSubscription.delete({ subscriberId: leaves!.id, newsletterId }).go();
  await drain(); // …which runs after the reader left
  expect((await mail()).map((email) => email.to)).toEqual([stays!.email]);
});

test('each e-mail carries its reader’s signed one-click link in RFC 8058 headers and in the footer', async () => {
  const { newsletterId, job } = await writerWithStory();
  const [reader] = await readers(1);
  await subscribe(newsletterId, 'AUTHOR', reader!.id);
  const { drain, mail } = await sender();
  queued.push(job);
  await drain();
  const [email] = await mail();
  // The header names the one-click address (decision 158), the footer the page that asks.
  const link = /^<https:\/\/folio\.example\/_\/newsletters\/unsubscribe\/(([^/]+)\/([^/]+)\/([^/>]+))>$/.exec(
    email!.headers?.['List-Unsubscribe'] ?? '',
  );
  expect(link).not.toBeNull();
  const [, named, linkNewsletter, subscriber, signature] = link!;
  const url = `https://folio.example/newsletters/unsubscribe/${named}`;
  expect([decodeURIComponent(linkNewsletter!), decodeURIComponent(subscriber!)]).toEqual([
    newsletterId,
    reader!.id,
  ]);
  expect(isUnsubscribeSignature(secret, reader!.id, newsletterId, signature!)).toBe(true);
  expect(email!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(email!.html).toContain(`href="${url}"`);
  expect(email!.text).toContain(url);
});

test('a member-only story goes in full to members and as the preview, with the way in, to everyone else', async () => {
  const { newsletterId, job } = await writerWithStory({ isLocked: true });
  const [member] = await readers(1, { tier: 'MEMBER' });
  const [gifted] = await readers(1, { giftTier: 'FRIEND', giftEndsAt: clock.now + 86_400_000 });
  const [free] = await readers(1);
  for (const reader of [member!, gifted!, free!]) await subscribe(newsletterId, 'AUTHOR', reader.id);
  const { drain, mail } = await sender();
  queued.push(job);
  await drain();
  const to = async (address: string) => (await mail()).find((email) => email.to === address)!;
  const lockedText = 'Paragraph 11 of the story.';
  for (const reader of [member!, gifted!]) {
    const email = await to(reader.email);
    expect(email.html).toContain(lockedText);
    expect(email.text).not.toContain('Upgrade to read the full story');
  }
  const preview = await to(free!.email);
  expect(preview.html).toContain('Paragraph 1 of the story.');
  expect(preview.html).not.toContain(lockedText);
  expect(preview.text).not.toContain(lockedText);
  expect(preview.text).toContain('Upgrade to read the full story');
});

test('an e-mail the mailer refuses releases its claim and fails the batch; its retry sends that one alone', async () => {
  const { newsletterId, job } = await writerWithStory();
  const [first, refused, last] = await readers(3);
  for (const reader of [first!, refused!, last!]) await subscribe(newsletterId, 'AUTHOR', reader.id);
  const { attempt, deliver, mail } = await sender([refused!.email]);
  await deliver([job]);
  const batches = queued.splice(0);
  expect(await attempt(batches)).toEqual([{ itemIdentifier: 'm0' }]); // SQS redelivers it
  expect((await mail()).map((email) => email.to).sort()).toEqual([first!.email, last!.email].sort());
  await deliver(batches);
  expect((await mail()).map((email) => email.to).sort()).toEqual(
    [first!.email, refused!.email, last!.email].sort(),
  );
});

test('a job whose queueing failed half way is redelivered and sends each e-mail once', async () => {
  const { newsletterId, job } = await writerWithStory();
  const subscribers = await readers(3);
  for (const reader of subscribers) await subscribe(newsletterId, 'AUTHOR', reader.id);
  const { attempt, drain, mail } = await sender();
  const send = queue.send;
  queue.send = async () => {
    throw new Error('SQS is unavailable');
  };
  expect(await attempt([job])).toEqual([{ itemIdentifier: 'm0' }]);
  queue.send = send;
  queued.push(job);
  await drain();
  expect((await mail()).map((email) => email.to).sort()).toEqual(
    subscribers.map((reader) => reader.email).sort(),
  );
});

test('a claim never marked sent is taken over only once it is older than the visibility timeout', async () => {
  const repository = createSendingRepository(table.data);
  const key = { postId: 'abcdefabcdef', recipientId: 'user-claimed', newsletterId: '0123456789abcdef' };
  const stale = newsletterSendVisibilityTimeoutSeconds * 1000;
  expect(await repository.claimDelivery(key, clock.now, clock.now - stale)).toBe(true);
  // Another invocation while the first may still be sending: refused.
  expect(await repository.claimDelivery(key, clock.now + 1000, clock.now + 1000 - stale)).toBe(false);
  // The first died without marking it: after the visibility timeout the retry may send.
  const later = clock.now + stale + 1;
  expect(await repository.claimDelivery(key, later, later - stale)).toBe(true);
  await repository.markDelivered(key, later);
  const muchLater = later + 10 * stale;
  expect(await repository.claimDelivery(key, muchLater, muchLater - stale)).toBe(false);
});

test('the content-events consumer starts a send for a first publish with "Tell my followers" only', async () => {
  const jobs: unknown[] = [];
  const consumer = createPostEventsConsumer(
    { invalidate: async () => undefined },
    { error: jest.fn() },
    undefined,
    { send: async (_, messages) => void jobs.push(...messages) },
  );
  const event = (eventId: string, republished: boolean, notifyFollowers: boolean) => ({
    messageId: eventId,
    body: JSON.stringify({
      type: 'post-published',
      eventId,
      postId: 'abcdefabcdef',
      creatorId: 'user-w',
      uniqueSlug: 'story-abcdefabcdef',
      username: 'w',
      collectionSlug: null,
      republished,
      notifyFollowers,
      publishedAt: clock.now,
    }),
  });
  const records = [event('e1', false, true), event('e2', true, true), event('e3', false, false)];
  expect((await consumer({ Records: records } as SQSEvent)).batchItemFailures).toEqual([]);
  expect(jobs).toEqual([{ kind: 'send-story', postId: 'abcdefabcdef', eventId: 'e1' }]);
});
