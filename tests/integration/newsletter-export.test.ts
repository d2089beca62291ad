import { join } from 'node:path';
import { exportLimit } from '#functions/newsletters/export/messages.ts';
import { makeEmailReader } from '#fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { batchCall, signInToRuntime, type RuntimeSession } from '#fixtures/runtime-session.ts';
import { readOutbox } from '#local/outbox.ts';
import { authorNewsletterId, emailSubscriberId } from '#shared/data/newsletter-id.ts';
import { createNewsletterSubscriptionWrites } from '#shared/data/newsletter-subscriptions.ts';
import type { FolioData } from '#shared/data/data.ts';

/**
 * Exporting a newsletter's subscribers (issue #15, decision 170) through the whole local platform: the
 * mutation queues a job on the newsletter-send queue (the local poller), which writes the CSV of the
 * addresses decision 169 allows and e-mails its manager a presigned link; only managers, rate limited;
 * a forged or altered link is refused.
 */
let runtime: TestRuntime;
let data: FolioData;
const sessions = {} as Record<'writer' | 'subscriber' | 'stranger', RuntimeSession>;
const ids = {} as Record<'writer' | 'subscriber', string>;
const emailOf = (name: string) => `${name}.export@folio.example`;
const imported = ['imported.one@list.example', 'imported.two@list.example'];

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async (parts) => {
      data = parts.data;
      ids.writer = (await makeEmailReader(data, { email: emailOf('writer'), username: 'writer_export' })).id;
      ids.subscriber = (await makeEmailReader(data, { email: emailOf('subscriber') })).id;
      const sharer = await makeEmailReader(data, {
        email: emailOf('sharer'),
        allowEmailAddressSharingEditorWriter: true,
      });
      await makeEmailReader(data, { email: emailOf('stranger') });
      const newsletterId = authorNewsletterId(ids.writer);
      await data.entities.newsletter
        .put({
          id: newsletterId,
          type: 'AUTHOR',
          ownerId: ids.writer,
          slug: 'writer-export',
          name: 'Writer Export',
          createdAt: Date.now(),
        })
        .go();
      const writes = createNewsletterSubscriptionWrites(data);
      const subscribe = (subscriberId: string, email?: string) =>
        writes.subscribe({
          subscriberId,
          newsletterId,
          newsletterType: 'AUTHOR',
          subscribedAt: Date.now(),
          ...(email ? { email } : {}),
        });
      await subscribe(ids.subscriber);
      await subscribe(sharer.id);
      for (const address of imported) await subscribe(emailSubscriberId(address), address);
    },
  });
  for (const name of ['writer', 'subscriber', 'stranger'] as const)
    sessions[name] = await signInToRuntime(runtime.url, emailOf(name));
}, 240_000);
afterAll(() => runtime.stop());

const exportAs = async (as: keyof typeof sessions, newsletterV3Id = authorNewsletterId(ids.writer)) =>
  (
    await batchCall(
      runtime.url,
      `mutation ($id: ID!) { exportNewsletterSubscribers(newsletterV3Id: $id) {
        __typename ... on NewsletterExportQueued { newsletterV3Id }
        ... on Forbidden { message } ... on RateLimited { message } ... on NotFound { message } } }`,
      { id: newsletterV3Id },
      sessions[as].headers,
    )
  ).data?.exportNewsletterSubscribers;

const exportMails = async () =>
  (await readOutbox(join(runtime.dataDir, 'outbox'))).filter((mail) => mail.subject.includes('export'));

async function waitForExportMail() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const [mail] = await exportMails();
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('No export e-mail arrived');
}

test('only the newsletter’s managers may export', async () => {
  expect(await exportAs('stranger')).toMatchObject({ __typename: 'Forbidden' });
  expect(await exportAs('subscriber')).toMatchObject({ __typename: 'Forbidden' });
  expect(await exportAs('writer', '0123456789abcdef')).toMatchObject({ __typename: 'NotFound' });
  expect(await exportMails()).toEqual([]);
});

test('the manager gets a link to a CSV of exactly the addresses that may be shared; a forged link is refused', async () => {
  expect(await exportAs('writer')).toEqual({
    __typename: 'NewsletterExportQueued',
    newsletterV3Id: authorNewsletterId(ids.writer),
  });
  const mail = await waitForExportMail();
  expect(mail.to).toBe(emailOf('writer'));
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  expect(link).toMatch(new RegExp(`^${runtime.url}/_/download/`));

  const download = await fetch(link!);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toBe(
    'attachment; filename="writer-export-subscribers.csv"',
  );
  const rows = (await download.text()).trimEnd().split('\r\n');
  expect(rows[0]).toBe('email');
  expect(rows.slice(1).sort()).toEqual([...imported, emailOf('sharer')].sort());

  const url = new URL(link!);
  const signature = url.searchParams.get('signature')!;
  const forged = new URL(link!);
  forged.searchParams.set(
    'signature',
    signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
  );
  expect((await fetch(forged)).status).toBe(403);
  const longer = new URL(link!);
  longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400));
  expect((await fetch(longer)).status).toBe(403);
  const other = new URL(link!);
  other.pathname = other.pathname.replace(/[0-9a-f-]{36}\.csv$/, '00000000-0000-0000-0000-000000000000.csv');
  expect((await fetch(other)).status).toBe(403);
}, 30_000);

test('exports are rate limited', async () => {
  const answers = [];
  for (let index = 0; index < exportLimit.limit; index++) answers.push(await exportAs('writer'));
  expect(answers.at(-1)).toEqual({ __typename: 'RateLimited', message: exportLimit.message });
});
