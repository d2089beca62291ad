import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, SQSEvent } from 'aws-lambda';
import { createSendStats } from '#functions/newsletters/send-stats.ts';
import { createNewsletterSendConsumer } from '#functions/newsletters/sending/create-newsletter-send-consumer.ts';
import { createTrackingHandler } from '#functions/newsletters/tracking/tracking-handler.ts';
import { staticSecret } from '#shared/lambda/secret.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { outboxMailer, readOutbox } from '#local/outbox.ts';
import { makeNewsletter, makePost, makeUser, storyBody } from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';
import { memoryObjectStore } from '#fixtures/memory-object-store.ts';

/**
 * Opens and clicks of newsletter e-mail (issue #15, decision 165) over DynamoDB Local: the sender puts
 * a signed pixel and signed click redirects in each e-mail (none when the newsletter does not track),
 * and the function URL's handler counts each recipient's open and click once, refusing anything forged.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
const origin = 'https://folio.example';
const secret = staticSecret('tracking-test-secret');
const queued: unknown[] = [];
const queue: QueueSender = {
  async send(_name, messages) {
    queued.push(...messages);
  },
};

beforeAll(async () => {
  table = await createTestTable();
});
afterAll(() => table.close());

/** A writer's newsletter (tracking as given) with `count` subscribers, and its first story sent to them. */
async function sentStory(count: number, tracksOpensAndClicks = true) {
  const writer = await makeUser(table.data, { name: 'Ida Writer' });
  const { id: newsletterId } = await makeNewsletter(table.data, { ownerId: writer.id, tracksOpensAndClicks });
  for (let index = 0; index < count; index++) {
    const reader = await makeUser(table.data);
    await table.data.entities.user
      .patch({ id: reader.id })
      .set({ email: `${reader.username}@folio.example` })
      .go();
    await table.data.entities.newsletterSubscription
      .put({ subscriberId: reader.id, newsletterId, newsletterType: 'AUTHOR', subscribedAt: index })
      .go();
  }
  const { post } = await makePost(
    table.data,
    { creatorId: writer.id, title: 'Salt' },
    { paragraphs: storyBody(3) },
  );
  const outbox = await mkdtemp(join(tmpdir(), 'folio-outbox-'));
  const consumer = createNewsletterSendConsumer({
    objects: memoryObjectStore(),
    data: table.data,
    queue,
    mailer: outboxMailer(outbox),
    sessionSecret: secret,
    siteOrigin: async () => origin,
    ratePerSecond: 100_000,
    logger: { error: jest.fn() } as never,
  });
  queued.push({ kind: 'send-story', postId: post.id, eventId: `${post.id}-1` });
  while (queued.length > 0) {
    const records = queued
      .splice(0)
      .map((message, index) => ({ messageId: `m${index}`, body: JSON.stringify(message) }));
    expect((await consumer({ Records: records } as SQSEvent)).batchItemFailures).toEqual([]);
  }
  return { newsletterId, postId: post.id, mail: await readOutbox(outbox) };
}

const track = (url: string) => {
  const { pathname, search } = new URL(url);
  return createTrackingHandler({ data: table.data, sessionSecret: secret })({
    rawPath: pathname,
    rawQueryString: search.slice(1),
    requestContext: { http: { method: 'GET' } },
  } as APIGatewayProxyEventV2);
};

const pixelOf = (html: string) =>
  /<img src="([^"]*\/_\/newsletters\/open\/[^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
const storyClickOf = (html: string) =>
  /href="([^"]*\/_\/newsletters\/click\/[^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
const countsOf = async (newsletterId: string) => (await createSendStats(table.data).sendsOf(newsletterId))[0];

test('an open counts once however often the pixel loads; a click redirects to its story and counts once', async () => {
  const { newsletterId, postId, mail } = await sentStory(2);
  const [first] = mail;
  const open = await track(pixelOf(first!.html!));
  expect(open).toMatchObject({
    statusCode: 200,
    headers: { 'content-type': 'image/gif' },
    isBase64Encoded: true,
  });
  expect(Buffer.from(open.body!, 'base64').subarray(0, 6).toString()).toBe('GIF89a');
  await track(pixelOf(first!.html!));
  expect(await countsOf(newsletterId)).toMatchObject({ postId, sent: 2, opened: 1, clicked: 0 });

  const click = storyClickOf(first!.html!);
  const redirected = await track(click);
  expect(redirected.statusCode).toBe(302);
  expect(redirected.headers!.location).toBe(new URL(click).searchParams.get('u'));
  expect(String(redirected.headers!.location)).toMatch(/^https:\/\/folio\.example\//);
  await track(click);
  expect(await countsOf(newsletterId)).toMatchObject({ opened: 1, clicked: 1 });

  // The unsubscribe link stays a plain link (no redirect before it), and the text part is untouched.
  expect(first!.html).toContain(`${origin}/newsletters/unsubscribe/`);
  expect(first!.text).not.toContain('/_/newsletters/');
});

test('a forged or altered pixel or redirect is a 400 that counts nothing and redirects nowhere', async () => {
  const { newsletterId, mail } = await sentStory(1);
  const html = mail[0]!.html!;
  const click = new URL(storyClickOf(html));
  const elsewhere = new URL(click);
  elsewhere.searchParams.set('u', 'https://evil.example/phish');
  const otherRecipient = pixelOf(html).replace(
    /\/open\/([^/]+)\/([^/]+)\/([^/]+)\//,
    (_, p, n) => `/open/${p}/${n}/${Buffer.from('someone-else').toString('base64url')}/`,
  );
  for (const forged of [
    elsewhere.toString(),
    otherRecipient,
    pixelOf(html).replace(/.{6}\.gif$/, 'AAAAAA.gif'),
    `${origin}/_/newsletters/click/x`,
  ]) {
    const answer = await track(forged);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers?.location).toBeUndefined();
  }
  expect(await countsOf(newsletterId)).toMatchObject({ sent: 1, opened: 0, clicked: 0 });
});

test('a newsletter that does not track sends no pixel and plain links', async () => {
  const { mail } = await sentStory(1, false);
  const html = mail[0]!.html!;
  expect(html).not.toContain('/_/newsletters/open/');
  expect(html).not.toContain('/_/newsletters/click/');
  expect(html).toContain(`${origin}/p/`);
});
