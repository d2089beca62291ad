import { unsubscribeHeaders } from '#functions/newsletters/unsubscribe-link.ts';
import { authorNewsletterId } from '#shared/data/newsletter-id.ts';
import { localSessionSecret } from '#local/session-secret.ts';
import { eventually } from '#fixtures/eventually.ts';
import { makeUser } from '#fixtures/factories.ts';
import { publishStory } from '#fixtures/publish-story.ts';
import { devMailbox } from '#fixtures/runtime-session.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { postOneClick } from '#fixtures/one-click.ts';

/**
 * A story's newsletter e-mail through the whole local platform (decisions 156–158): published through
 * the posts Lambda, its post-published event and the send job travel the local SQS to their consumers,
 * the e-mail lands in the outbox (/_/dev/mailbox.json), and a mail client's RFC 8058 one-click POST to
 * its List-Unsubscribe address, through the gateway and the CloudFront Function, unsubscribes at once.
 */
let runtime: TestRuntime;
const ids = { writer: 'user-oneclickwriter', reader: 'user-oneclickreader', other: 'user-oneclickother' };
const newsletterId = authorNewsletterId(ids.writer);

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      await makeUser(data, { id: ids.writer, username: 'oneclickwriter', name: 'Odile Writer' });
      for (const id of [ids.reader, ids.other])
        await makeUser(data, { id, username: id.slice(5), email: `${id.slice(5)}@folio.example` });
      await data.entities.newsletter
        .put({
          id: newsletterId,
          type: 'AUTHOR',
          ownerId: ids.writer,
          slug: 'odile',
          name: 'Odile Writer',
          createdAt: 1,
          subscriberCount: 2,
        })
        .go();
      for (const subscriberId of [ids.reader, ids.other])
        await data.entities.newsletterSubscription
          .put({ subscriberId, newsletterId, newsletterType: 'AUTHOR', subscribedAt: 2 })
          .go();
    },
  });
}, 60_000);
afterAll(() => runtime.stop());

const publish = (title: string) => publishStory(runtime, ids.writer, title);

const mailbox = () => devMailbox(runtime.url);
const subscribed = async (subscriberId: string) =>
  (
    await runtime.data.entities.newsletterSubscription
      .get({ subscriberId, newsletterId })
      .go({ consistent: true })
  ).data !== null;

test('publishing sends each subscriber one e-mail; the one-click POST unsubscribes; the next story does not reach them', async () => {
  await publish('First light');
  const first = await eventually(mailbox, (entries) => entries.length >= 2);
  expect(first.map((entry) => [entry.to, entry.subject]).sort()).toEqual([
    ['oneclickother@folio.example', 'First light'],
    ['oneclickreader@folio.example', 'First light'],
  ]);
  const toReader = first.find((entry) => entry.to === 'oneclickreader@folio.example')!;
  expect(toReader.text).toContain('The words of First light.');
  const oneClick = /^<(.+)>$/.exec(toReader.headers!['List-Unsubscribe']!)![1]!;
  expect(oneClick).toBe(
    unsubscribeHeaders(runtime.url, localSessionSecret(runtime.dataDir), ids.reader, newsletterId).oneClick,
  );

  // A GET (a click, a link scanner) changes nothing: it is sent on to the page that asks.
  const get = await fetch(oneClick, { redirect: 'manual' });
  expect(get.status).toBe(303);
  expect(get.headers.get('location')).toMatch(/^\/newsletters\/unsubscribe\//);
  expect(await subscribed(ids.reader)).toBe(true);

  // The mail client's POST, without cookies or xsrf token.
  const post = await postOneClick(oneClick);
  expect(post.status).toBe(200);
  expect(await subscribed(ids.reader)).toBe(false);
  expect((await postOneClick(oneClick)).status).toBe(200); // again: the same answer

  await publish('Second light');
  await eventually(mailbox, (entries) => entries.some((entry) => entry.subject === 'Second light'));
  await new Promise((resolve) => setTimeout(resolve, 1500)); // what else the batch would have sent
  expect(
    (await mailbox()).filter((entry) => entry.subject === 'Second light').map((entry) => entry.to),
  ).toEqual(['oneclickother@folio.example']);
}, 60_000);

test('a forged or altered one-click address, or a POST without RFC 8058’s body, is a 400 that changes nothing', async () => {
  const secret = localSessionSecret(runtime.dataDir);
  const { oneClick } = unsubscribeHeaders(runtime.url, secret, ids.other, newsletterId);
  const forged = unsubscribeHeaders(runtime.url, 'another-secret', ids.other, newsletterId).oneClick;
  const turned = oneClick.replace(encodeURIComponent(ids.other), encodeURIComponent(ids.reader));
  for (const url of [forged, turned, `${runtime.url}/_/newsletters/unsubscribe/not/a-link`]) {
    expect((await postOneClick(url)).status).toBe(400);
  }
  expect((await postOneClick(oneClick, 'List-Unsubscribe=Yes')).status).toBe(400);
  expect(await subscribed(ids.other)).toBe(true);
  expect((await fetch(oneClick, { method: 'PUT', body: 'x' })).status).toBe(405);
  expect(await subscribed(ids.other)).toBe(true);
});
