import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { createEmailConsumer } from '#functions/mail/create-email-consumer.ts';
import { createSesFeedbackConsumer } from '#functions/newsletters/feedback/create-ses-feedback-consumer.ts';
import { newsletterMailTags } from '#functions/newsletters/mail-tags.ts';
import { createSendStats } from '#functions/newsletters/send-stats.ts';
import { createNewsletterSendConsumer } from '#functions/newsletters/sending/create-newsletter-send-consumer.ts';
import { createSuppressions } from '#functions/newsletters/suppressions.ts';
import { staticSecret } from '#shared/lambda/secret.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { outboxMailer, readOutbox } from '#local/outbox.ts';
import {
  localFeedbackTopicArn,
  newsletterSesEvents,
  snsNotification,
  transactionalSesEvents,
  withSimulatedSesEvents,
} from '#local/ses-simulator.ts';
import { makeNewsletter, makePost, makeUser, storyBody } from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';
import { memoryObjectStore } from '#fixtures/memory-object-store.ts';

/**
 * SES bounces and complaints (issue #15, decision 163) over DynamoDB Local: the sender through the local
 * SES simulator (a Delivery event per e-mail, a permanent Bounce for bounce@simulator.amazonses.com, a
 * Complaint for complaint@…), the events in SNS's envelope to the ses-feedback consumer as Lambda calls
 * it, and the next send skipping the suppressed addresses.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
const clock = { now: Date.UTC(2026, 10, 20, 9) };
const sendQueue: unknown[] = [];
const feedbackQueue: unknown[] = [];
const queue: QueueSender = {
  async send(name, messages) {
    (name === 'ses-feedback' ? feedbackQueue : sendQueue).push(...messages);
  },
};

beforeAll(async () => {
  table = await createTestTable();
});
afterAll(() => table.close());
beforeEach(() => {
  sendQueue.length = 0;
  feedbackQueue.length = 0;
});

const records = (messages: readonly unknown[]) =>
  ({
    Records: messages.map((message, index) => ({
      messageId: `m${index}`,
      body: typeof message === 'string' ? message : JSON.stringify(message),
    })),
  }) as SQSEvent;

async function consumers() {
  const outbox = await mkdtemp(join(tmpdir(), 'folio-outbox-'));
  const send = createNewsletterSendConsumer({
    objects: memoryObjectStore(),
    data: table.data,
    queue,
    mailer: withSimulatedSesEvents(outboxMailer(outbox), queue, newsletterSesEvents),
    sessionSecret: staticSecret('feedback-test-secret'),
    siteOrigin: async () => 'https://folio.example',
    ratePerSecond: 100_000,
    now: () => clock.now,
    logger: { error: jest.fn() } as never,
  });
  const logger = { error: jest.fn() };
  const feedback = createSesFeedbackConsumer({
    data: table.data,
    topicArn: localFeedbackTopicArn,
    logger: logger as never,
  });
  const drainSends = async () => {
    while (sendQueue.length > 0)
      expect((await send(records(sendQueue.splice(0)))).batchItemFailures).toEqual([]);
  };
  const drainFeedback = async () => feedback(records(feedbackQueue.splice(0)));
  return { drainSends, drainFeedback, feedback, logger, mail: () => readOutbox(outbox) };
}

/** A writer's newsletter with these readers subscribed (their addresses as given), and a story's send job. */
async function newsletterWith(addresses: string[]) {
  const writer = await makeUser(table.data, { name: 'Fen Writer' });
  const { id: newsletterId } = await makeNewsletter(table.data, { ownerId: writer.id, createdAt: clock.now });
  const readers = [];
  for (const email of addresses) {
    const reader = await makeUser(table.data);
    await table.data.entities.user.patch({ id: reader.id }).set({ email }).go();
    await table.data.entities.newsletterSubscription
      .put({ subscriberId: reader.id, newsletterId, newsletterType: 'AUTHOR', subscribedAt: clock.now })
      .go();
    readers.push({ ...reader, email });
  }
  const story = async () => {
    const { post } = await makePost(
      table.data,
      { creatorId: writer.id, title: 'Tides' },
      { paragraphs: storyBody(3) },
    );
    return { kind: 'send-story', postId: post.id, eventId: `${post.id}-1` };
  };
  return { writer, newsletterId, readers, story };
}

const unique = () => Math.random().toString(36).slice(2, 10);

test('a permanent bounce and a complaint suppress their addresses; the next send skips them and counts them', async () => {
  const bounce = `bounce+${unique()}@simulator.amazonses.com`;
  const complaint = `complaint+${unique()}@simulator.amazonses.com`;
  const fine = `fine-${unique()}@folio.example`;
  const { newsletterId, story } = await newsletterWith([bounce, complaint, fine]);
  const { drainSends, drainFeedback, mail } = await consumers();

  const first = await story();
  sendQueue.push(first);
  await drainSends();
  expect((await mail()).map((email) => email.to).sort()).toEqual([bounce, complaint, fine].sort());
  expect(feedbackQueue).toHaveLength(3);
  const events = [...feedbackQueue];
  expect((await drainFeedback()).batchItemFailures).toEqual([]);

  const suppressions = createSuppressions(table.data);
  expect(await suppressions.suppressedAmong([bounce.toUpperCase(), complaint, fine])).toEqual(
    new Set([bounce, complaint]),
  );
  const listed = await suppressions.suppressedOf(newsletterId);
  expect(
    listed
      .map(({ address, reason }) => ({ address, reason }))
      .sort((a, b) => a.reason.localeCompare(b.reason)),
  ).toEqual([
    { address: complaint, reason: 'COMPLAINT' },
    { address: bounce, reason: 'PERMANENT_BOUNCE' },
  ]);
  const stats = createSendStats(table.data);
  expect(await stats.sendsOf(newsletterId)).toEqual([
    expect.objectContaining({
      postId: first.postId,
      sent: 3,
      delivered: 1,
      bounced: 1,
      complained: 1,
      suppressed: 0,
    }),
  ]);

  // SNS delivers at least once: the same events again change no count.
  feedbackQueue.push(...events);
  expect((await drainFeedback()).batchItemFailures).toEqual([]);
  expect((await stats.sendsOf(newsletterId))[0]).toMatchObject({ delivered: 1, bounced: 1, complained: 1 });

  // The next story goes to the one address left; the suppressed two are counted, never sent.
  const second = await story();
  sendQueue.push(second);
  await drainSends();
  const secondMail = (await mail()).filter((email) => email.tags?.['folio-post'] === second.postId);
  expect(secondMail.map((email) => email.to)).toEqual([fine]);
  const secondStats = (await stats.sendsOf(newsletterId)).find((item) => item.postId === second.postId);
  expect(secondStats).toMatchObject({ sent: 1, suppressed: 2 });
  // A redelivered batch counts no suppressed recipient twice.
  sendQueue.push({
    kind: 'send-batch',
    postId: second.postId,
    newsletterId,
    recipientIds: (
      await table.data.entities.newsletterSubscription.query.byNewsletter({ newsletterId }).go()
    ).data.map((s) => s.subscriberId),
  });
  await drainSends();
  expect((await stats.sendsOf(newsletterId)).find((item) => item.postId === second.postId)).toMatchObject({
    sent: 1,
    suppressed: 2,
  });
});

/** An SES event as SES publishes it for one of our newsletter e-mails. */
const sesBounce = (address: string, bounceType: string, tags: Record<string, string>) => ({
  eventType: 'Bounce',
  bounce: {
    feedbackId: '0100017f-bounce',
    bounceType,
    bounceSubType: bounceType === 'Transient' ? 'MailboxFull' : 'General',
    bouncedRecipients: [
      { emailAddress: address, action: 'failed', status: '4.2.2', diagnosticCode: 'smtp; 452 full' },
    ],
    timestamp: '2026-11-20T09:01:00.000Z',
    reportingMTA: 'dns; a1-2.smtp-out.amazonses.com',
  },
  mail: {
    timestamp: '2026-11-20T09:00:00.000Z',
    source: 'Folio <noreply@folio.example>',
    sourceArn: 'arn:aws:ses:eu-west-1:123456789012:identity/folio.example',
    sendingAccountId: '123456789012',
    messageId: '0100017f-message',
    destination: [address],
    headersTruncated: false,
    tags: Object.fromEntries(Object.entries(tags).map(([name, value]) => [name, [value]])),
  },
});

test('a transient bounce is counted on the send and suppresses nothing', async () => {
  const address = `full-${unique()}@folio.example`;
  const { newsletterId, readers, story } = await newsletterWith([address]);
  const { drainSends, feedback } = await consumers();
  const job = await story();
  sendQueue.push(job);
  await drainSends();
  const tags = newsletterMailTags({ postId: job.postId, newsletterId, recipientId: readers[0]!.id });
  expect(
    (await feedback(records([snsNotification(sesBounce(address, 'Transient', tags))]))).batchItemFailures,
  ).toEqual([]);
  expect(await createSuppressions(table.data).suppressedAmong([address])).toEqual(new Set());
  expect((await createSendStats(table.data).sendsOf(newsletterId))[0]).toMatchObject({ sent: 1, bounced: 1 });
});

test('a notification from another topic, garbled JSON or an unknown shape fails (to the DLQ) and suppresses nothing', async () => {
  const address = `victim-${unique()}@folio.example`;
  const { feedback, logger } = await consumers();
  const forged = snsNotification(
    sesBounce(address, 'Permanent', {}),
    'arn:aws:sns:eu-west-1:666666666666:evil',
  );
  const garbled = { ...snsNotification({}), Message: '{"eventType":"Bounce", nope' };
  const shapeless = snsNotification({ eventType: 'Bounce', bounce: { bounceType: 'Permanent' } });
  const failures = (await feedback(records([forged, garbled, shapeless, 'not json']))).batchItemFailures;
  expect(failures.map((failure) => failure.itemIdentifier)).toEqual(['m0', 'm1', 'm2', 'm3']);
  expect(logger.error).toHaveBeenCalledTimes(4);
  expect(String(logger.error.mock.calls[0][1].error)).toContain('unknown topic');
  expect(await createSuppressions(table.data).suppressedAmong([address])).toEqual(new Set());
});

test('an event type the sender does not act on (Open, Send) is acknowledged and ignored', async () => {
  const { feedback } = await consumers();
  const open = snsNotification({ eventType: 'Open', mail: { messageId: 'x' }, open: {} });
  expect((await feedback(records([open]))).batchItemFailures).toEqual([]);
});

test('a sign-in e-mail that bounces suppresses its address too; one that arrives publishes nothing (decision 187)', async () => {
  const outbox = await mkdtemp(join(tmpdir(), 'folio-outbox-'));
  const email = createEmailConsumer(
    withSimulatedSesEvents(outboxMailer(outbox), queue, transactionalSesEvents),
    { error: jest.fn() } as never,
  );
  const bounce = `bounce+${unique()}@simulator.amazonses.com`;
  const fine = `fine-${unique()}@folio.example`;
  const signIn = (to: string) => ({ to, subject: 'Sign in to Folio', html: '<p>Hi</p>', text: 'Hi' });

  expect((await email(records([signIn(fine), signIn(bounce)]))).batchItemFailures).toEqual([]);
  expect((await readOutbox(outbox)).map((sent) => sent.to).sort()).toEqual([bounce, fine].sort());
  expect(feedbackQueue).toHaveLength(1);

  const { drainFeedback } = await consumers();
  expect((await drainFeedback()).batchItemFailures).toEqual([]);
  expect(await createSuppressions(table.data).suppressedAmong([bounce, fine])).toEqual(new Set([bounce]));
});
