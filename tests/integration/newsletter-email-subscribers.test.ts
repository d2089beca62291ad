import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { composeNewsletters } from '#functions/newsletters/handler.ts';
import { createNewsletterSendConsumer } from '#functions/newsletters/sending/create-newsletter-send-consumer.ts';
import { authorNewsletterId, collectionNewsletterId, emailSubscriberId } from '#shared/data/newsletter-id.ts';
import { createNewsletterSubscriptionWrites } from '#shared/data/newsletter-subscriptions.ts';
import { staticSecret } from '#shared/lambda/secret.ts';
import { outboxMailer, readOutbox } from '#local/outbox.ts';
import { makeCollection, makeNewsletter, makePost, makeUser } from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';
import { memoryObjectStore } from '#fixtures/memory-object-store.ts';

/**
 * E-mail subscribers (imported addresses without an account, decision 168) and the sender: the fan-out
 * reaches them through `byNewsletter` like any subscriber, each gets a story once even through two
 * newsletters, the free version, and a signed unsubscribe link that works without an account.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
const secret = 'email-subscribers-test-secret';
const queued: unknown[] = [];

beforeAll(async () => {
  table = await createTestTable();
});
afterAll(() => table.close());

async function newsletter(id: string, type: 'AUTHOR' | 'COLLECTION', ownerId: string) {
  await makeNewsletter(table.data, { id, type, ownerId, name: 'Letters' });
}

const subscribeAddress = (newsletterId: string, type: 'AUTHOR' | 'COLLECTION', email: string) =>
  createNewsletterSubscriptionWrites(table.data).subscribe({
    subscriberId: emailSubscriberId(email),
    newsletterId,
    newsletterType: type,
    subscribedAt: Date.now(),
    consentRecordedAt: Date.now(),
    email,
  });

test('an e-mail subscriber of two newsletters gets the story once, the free version, with a working unsubscribe link', async () => {
  const writer = await makeUser(table.data, { name: 'Wren Writer' });
  const publication = await makeCollection(table.data, { name: 'Coastal Review' });
  const [writerList, publicationList] = [
    authorNewsletterId(writer.id),
    collectionNewsletterId(publication.id),
  ];
  await newsletter(writerList, 'AUTHOR', writer.id);
  await newsletter(publicationList, 'COLLECTION', publication.id);
  const { post: story } = await makePost(table.data, {
    creatorId: writer.id,
    title: 'Letters from the coast',
    isLocked: true,
    collectionId: publication.id,
    statusForCollection: 'APPROVED',
  });
  const address = 'imported@list.example';
  expect(await subscribeAddress(writerList, 'AUTHOR', address)).toBe('subscribed');
  expect(await subscribeAddress(publicationList, 'COLLECTION', address)).toBe('subscribed');
  expect(await subscribeAddress(writerList, 'AUTHOR', address)).toBe('already-subscribed');

  const outbox = await mkdtemp(join(tmpdir(), 'folio-outbox-'));
  const consumer = createNewsletterSendConsumer({
    objects: memoryObjectStore(),
    data: table.data,
    queue: { send: async (_name, messages) => void queued.push(...messages) },
    mailer: outboxMailer(outbox),
    sessionSecret: staticSecret(secret),
    siteOrigin: async () => 'https://folio.example',
    ratePerSecond: 100_000,
  });
  queued.push({ kind: 'send-story', postId: story.id, eventId: `${story.id}-1` });
  while (queued.length > 0) {
    const records = queued
      .splice(0)
      .map((body, index) => ({ messageId: `m${index}`, body: JSON.stringify(body) }));
    expect((await consumer({ Records: records } as SQSEvent)).batchItemFailures).toEqual([]);
  }

  const sent = await readOutbox(outbox);
  expect(sent.map((email) => email.to)).toEqual([address]);
  expect(sent[0]!.text).toContain('/plans'); // the member-only story's preview and its upgrade link
  const link = /\/newsletters\/unsubscribe\/([0-9a-f]{16})\/(email-[0-9a-f]{16})\/([\w-]{43})/.exec(
    sent[0]!.text,
  )!;
  expect(link[2]).toBe(emailSubscriberId(address));

  const { service } = composeNewsletters(table.data, staticSecret(secret));
  expect(
    await service.unsubscribeByLink({
      newsletterV3Id: link[1]!,
      subscriberId: link[2]!,
      signature: link[3]!,
    }),
  ).toMatchObject({ __typename: 'UnsubscribedByLink' });
  const left = await table.data.entities.newsletterSubscription
    .get({ subscriberId: link[2]!, newsletterId: link[1]! })
    .go({ consistent: true });
  expect(left.data).toBeNull();
  const counted = await table.data.entities.newsletter.get({ id: link[1]! }).go({ consistent: true });
  expect(counted.data?.subscriberCount).toBe(0);
});
