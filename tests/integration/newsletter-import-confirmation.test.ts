import { confirmationPath } from '#functions/newsletters/import/confirmation-link.ts';
import { confirmationTexts } from '#functions/newsletters/import/confirmation-texts.ts';
import { createSuppressions } from '#functions/newsletters/suppressions.ts';
import type { FolioData } from '#shared/data/data.ts';
import { authorNewsletterId, emailSubscriberId } from '#shared/data/newsletter-id.ts';
import type { OutboxEntry } from '#local/outbox.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { localSessionSecret } from '#local/session-secret.ts';
import { eventually } from '#fixtures/eventually.ts';
import { makeEmailReader, makeNewsletter, makePost } from '#fixtures/factories.ts';
import { publishStory } from '#fixtures/publish-story.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { devMailbox, batchCall, signInToRuntime, type RuntimeSession } from '#fixtures/runtime-session.ts';

/**
 * Importing addresses whose consent is unknown (issue #15, decision 173) through the whole local
 * platform: the chunk jobs subscribe nobody and send each address one confirmation e-mail (never to a
 * suppressed address, never twice, even when a chunk runs again or another import names it); the
 * signed link's GET only asks, its POST subscribes in the subscription transaction and counts once;
 * forged and expired links change nothing; a story's fan-out does not reach a pending address.
 */
let runtime: TestRuntime;
let data: FolioData;
let writer: RuntimeSession;
const day = 24 * 60 * 60 * 1000;
const ids = {} as Record<'writer' | 'account', string>;
const newsletterId = () => authorNewsletterId(ids.writer);
const pending = ['ada@confirm.example', 'bo@confirm.example'];
const suppressed = 'bounced@confirm.example';
const account = 'account@confirm.example';

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async (parts) => {
      data = parts.data;
      const user = await makeEmailReader(data, {
        username: 'confirm_writer',
        name: 'Cora Writer',
        email: 'writer@confirm.example',
        createdAt: Date.now() - 30 * day,
      });
      ids.writer = user.id;
      await makePost(data, { creatorId: user.id });
      await makeNewsletter(data, { ownerId: user.id, name: 'Cora’s Letters' });
      ids.account = (await makeEmailReader(data, { email: account })).id;
      await createSuppressions(data).suppress({
        address: suppressed,
        reason: 'PERMANENT_BOUNCE',
        at: Date.now(),
        mail: undefined,
      });
    },
  });
  writer = await signInToRuntime(runtime.url, 'writer@confirm.example');
}, 240_000);
afterAll(() => runtime.stop());

const call = async (query: string, variables: Record<string, unknown>) =>
  (await batchCall(runtime.url, query, variables, writer.headers)).data;
const fields =
  '__typename ... on NewsletterImport { id state validCount processedCount askedToConfirmCount }';

/** Validates the CSV, starts it without consent, and waits for its end. */
async function importWithoutConsent(csv: string) {
  const checked = (await call(
    `mutation ($csv: String!) { r: validateNewsletterImport(csv: $csv) { ${fields} } }`,
    { csv },
  ))!.r;
  expect(checked.__typename).toBe('NewsletterImport');
  const started = (await call(
    `mutation ($id: ID!) { r: startNewsletterImport(importId: $id, hasConsent: false) { ${fields} } }`,
    { id: checked.id },
  ))!.r;
  expect(started.__typename).toBe('NewsletterImport');
  return progressOf(checked.id);
}
const progressOf = (id: string) =>
  eventually(
    async () => (await call(`query ($id: ID!) { r: newsletterImport(id: $id) { ${fields} } }`, { id }))!.r,
    (value) => value.state === 'DONE',
  );

const mailbox = () => devMailbox(runtime.url);
const confirmationsTo = async (address: string) =>
  (await mailbox()).filter(
    (entry) => entry.to === address && entry.subject === confirmationTexts.subject('Cora’s Letters'),
  );
const linkIn = (entry: OutboxEntry) =>
  /(http:\/\/[^\s\]]+\/_\/newsletters\/confirm\/[^\s\]]+)/.exec(entry.text)![1]!;
const subscriberCount = async () =>
  (await data.entities.newsletter.get({ id: newsletterId() }).go({ consistent: true })).data
    ?.subscriberCount ?? 0;
const subscription = async (subscriberId: string) =>
  (
    await data.entities.newsletterSubscription
      .get({ subscriberId, newsletterId: newsletterId() })
      .go({ consistent: true })
  ).data;
const post = (url: string) => fetch(url, { method: 'POST', redirect: 'manual' });

const csv = ['Email', ...pending, suppressed, account.toUpperCase()].join('\n');
let importId: string;

test('without consent nobody is subscribed and each address gets exactly one confirmation e-mail, none if suppressed', async () => {
  const done = await importWithoutConsent(csv);
  importId = done.id;
  expect(done).toMatchObject({ validCount: 4, processedCount: 4, askedToConfirmCount: 3 });
  expect(await subscriberCount()).toBe(0);
  expect(await subscription(emailSubscriberId(pending[0]!))).toBeNull();
  expect(await subscription(ids.account)).toBeNull();
  for (const address of [...pending, account]) expect(await confirmationsTo(address)).toHaveLength(1);
  expect(await confirmationsTo(suppressed)).toHaveLength(0);

  const [email] = await confirmationsTo(pending[0]!);
  expect(email!.html).toContain(confirmationTexts.confirm);
  expect(email!.text).toContain('Cora Writer added your email address to Cora’s Letters');
  expect(email!.text).toContain(confirmationTexts.ignore);
}, 60_000);

test('a chunk run again after its e-mails went sends none twice and counts the same', async () => {
  await data.entities.newsletterImport
    .patch({ id: importId })
    .set({ state: 'IMPORTING', processed: 0, askedToConfirm: 0 })
    .remove(['chunksDone'])
    .go();
  await sqsQueueSender(runtime.sqs.client, runtime.sqs.environment).send('newsletter-send', [
    { kind: 'import-chunk', importId, index: 0 },
  ]);
  expect(await progressOf(importId)).toMatchObject({ state: 'DONE', askedToConfirmCount: 3 });
  for (const address of [...pending, account]) expect(await confirmationsTo(address)).toHaveLength(1);
}, 60_000);

test('another import of the same addresses within 30 days asks nobody again', async () => {
  expect(await importWithoutConsent(csv)).toMatchObject({ validCount: 4, askedToConfirmCount: 0 });
  for (const address of [...pending, account]) expect(await confirmationsTo(address)).toHaveLength(1);
}, 60_000);

test('the GET only asks; the POST subscribes with consent and counts once; a second POST is harmless', async () => {
  const link = linkIn((await confirmationsTo(pending[0]!))[0]!);
  const page = await fetch(link);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toMatch(/<form action="\/_\/newsletters\/confirm\/[^"]+" method="post">/);
  expect(html).toContain(confirmationTexts.confirm);
  expect(await subscriberCount()).toBe(0);

  const confirmed = await post(link);
  expect(confirmed.status).toBe(200);
  expect(await confirmed.text()).toContain(confirmationTexts.confirmed('Cora’s Letters'));
  expect(await subscription(emailSubscriberId(pending[0]!))).toMatchObject({
    email: pending[0],
    consentRecordedAt: expect.any(Number),
  });
  expect(await subscriberCount()).toBe(1);

  const again = await post(link);
  expect(again.status).toBe(200);
  expect(await again.text()).toContain(confirmationTexts.already('Cora’s Letters'));
  expect(await subscriberCount()).toBe(1);
  expect((await fetch(link)).status).toBe(200);

  // An address with an account is subscribed as that account, without its address.
  await post(linkIn((await confirmationsTo(account))[0]!));
  expect(await subscription(ids.account)).toMatchObject({ consentRecordedAt: expect.any(Number) });
  expect((await subscription(ids.account))?.email).toBeUndefined();
  expect(await subscriberCount()).toBe(2);
}, 60_000);

test('a forged, altered or expired link is refused and changes nothing', async () => {
  const link = linkIn((await confirmationsTo(pending[1]!))[0]!);
  const signature = link.slice(link.lastIndexOf('/') + 1);
  const forged = `${link.slice(0, -signature.length)}${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
  const turned = link.replace(emailSubscriberId(pending[1]!), emailSubscriberId(pending[0]!));
  for (const url of [forged, turned, `${runtime.url}/_/newsletters/confirm/not/a/link`]) {
    expect((await post(url)).status).toBe(400);
    expect((await fetch(url)).status).toBe(400);
  }
  const secret = localSessionSecret(runtime.dataDir);
  const key = { newsletterId: newsletterId(), addressId: emailSubscriberId(pending[1]!) };
  const expired = `${runtime.url}${confirmationPath(secret, { ...key, expiresAt: Math.floor(Date.now() / 1000) - 1 })}`;
  const answer = await post(expired);
  expect(answer.status).toBe(410);
  expect(await answer.text()).toContain(confirmationTexts.expiredTitle);
  // Signed, but for an expiry its address was never given: nothing to confirm.
  const other = `${runtime.url}${confirmationPath(secret, { ...key, expiresAt: Math.floor(Date.now() / 1000) + 60 })}`;
  expect((await post(other)).status).toBe(410);
  expect(await subscription(emailSubscriberId(pending[1]!))).toBeNull();
  expect(await subscriberCount()).toBe(2);
});

test("a story's fan-out reaches confirmed addresses, never a pending one", async () => {
  await publishStory(runtime, ids.writer, 'Letters arrive', 'The first letter.');
  const story = (entries: OutboxEntry[]) => entries.filter((entry) => entry.subject === 'Letters arrive');
  await eventually(mailbox, (entries) => story(entries).length >= 2);
  await new Promise((resolve) => setTimeout(resolve, 1500)); // what else the batch would have sent
  expect(
    story(await mailbox())
      .map((entry) => entry.to)
      .sort(),
  ).toEqual([account, pending[0]]);
}, 60_000);
