import { join } from 'node:path';
import { exportLimit, exportMessages } from '#functions/newsletters/export/messages.ts';
import { makeCollection, makeEmailReader, makeNewsletter } from '#fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { batchCall, signInToRuntime, type RuntimeSession } from '#fixtures/runtime-session.ts';
import { readOutbox } from '#local/outbox.ts';
import { authorNewsletterId, collectionNewsletterId, emailSubscriberId } from '#shared/data/newsletter-id.ts';
import { createNewsletterSubscriptionWrites } from '#shared/data/newsletter-subscriptions.ts';
import type { FolioData } from '#shared/data/data.ts';

/**
 * Exporting a newsletter's subscribers (issue #15, decisions 170 and 176) through the whole local
 * platform: the mutation records the export and queues a job on the newsletter-send queue (the local
 * poller), which writes the CSV of the addresses decision 169 allows and e-mails its manager a link to
 * the export's page; there Query.newsletterExport gives its requester only, while they manage the
 * newsletter and for 7 days, a download address working 5 minutes. Only managers, rate limited; a
 * forged or altered download address is refused.
 */
let runtime: TestRuntime;
let data: FolioData;
const sessions = {} as Record<'writer' | 'subscriber' | 'stranger' | 'editor' | 'successor', RuntimeSession>;
const ids = {} as Record<'writer' | 'subscriber' | 'editor' | 'successor', string>;
let publicationId: string;
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
      ids.editor = (await makeEmailReader(data, { email: emailOf('editor') })).id;
      ids.successor = (await makeEmailReader(data, { email: emailOf('successor') })).id;
      publicationId = (await makeCollection(data, { creatorId: ids.editor })).id;
      await makeNewsletter(data, { ownerId: publicationId, type: 'COLLECTION', name: 'The Gazette' });
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
  for (const name of ['writer', 'subscriber', 'stranger', 'editor', 'successor'] as const)
    sessions[name] = await signInToRuntime(runtime.url, emailOf(name));
}, 240_000);
afterAll(() => runtime.stop());

const exportAs = async (as: keyof typeof sessions, newsletterV3Id = authorNewsletterId(ids.writer)) =>
  (
    await batchCall(
      runtime.url,
      `mutation ($id: ID!) { exportNewsletterSubscribers(newsletterV3Id: $id) {
        __typename ... on NewsletterExportQueued { newsletterV3Id exportId }
        ... on Forbidden { message } ... on RateLimited { message } ... on NotFound { message } } }`,
      { id: newsletterV3Id },
      sessions[as].headers,
    )
  ).data?.exportNewsletterSubscribers;

const exportMails = async () =>
  (await readOutbox(join(runtime.dataDir, 'outbox'))).filter((mail) => mail.subject.includes('export'));

async function waitForExportMail(to: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mail = (await exportMails()).find((entry) => entry.to === to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('No export e-mail arrived');
}

/** Query.newsletterExport as one of the sessions, or as a visitor. */
const exportAnswer = async (as: keyof typeof sessions | 'visitor', id: string) =>
  (
    await batchCall(
      runtime.url,
      `query ($id: ID!) { newsletterExport(id: $id) {
        __typename ... on NewsletterExport { id newsletterV3Id state addressCount expiresAt downloadUrl }
        ... on Forbidden { message } ... on NotFound { message } ... on Unauthorized { message }
        ... on BadRequest { message } } }`,
      { id },
      as === 'visitor' ? {} : sessions[as].headers,
    )
  ).data?.newsletterExport;

/** The export's id its e-mail links to: /me/subscribers/exports/{exportId} of the site. */
const exportIdOf = (text: string) => {
  const link = /https?:\/\/\S+/.exec(text)?.[0] ?? '';
  expect(link).toMatch(new RegExp(`^${runtime.url}/me/subscribers/exports/[0-9a-f-]{36}$`));
  return link.split('/').at(-1)!;
};

test('only the newsletter’s managers may export', async () => {
  expect(await exportAs('stranger')).toMatchObject({ __typename: 'Forbidden' });
  expect(await exportAs('subscriber')).toMatchObject({ __typename: 'Forbidden' });
  expect(await exportAs('writer', '0123456789abcdef')).toMatchObject({ __typename: 'NotFound' });
  expect(await exportMails()).toEqual([]);
});

test('the manager gets a link to the export’s page, where they alone download exactly the addresses that may be shared', async () => {
  const queued = await exportAs('writer');
  expect(queued).toMatchObject({
    __typename: 'NewsletterExportQueued',
    newsletterV3Id: authorNewsletterId(ids.writer),
  });
  const mail = await waitForExportMail(emailOf('writer'));
  const exportId = exportIdOf(mail.text);
  expect(exportId).toBe((queued as { exportId: string }).exportId);
  expect(mail.text).not.toContain('/_/download/');

  const answer = await exportAnswer('writer', exportId);
  expect(answer).toMatchObject({
    __typename: 'NewsletterExport',
    id: exportId,
    state: 'READY',
    addressCount: 3,
  });
  // Downloads stop 7 days after the file was written.
  expect(answer.expiresAt * 1000 - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
  expect(answer.expiresAt * 1000 - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
  const link = `${runtime.url}${answer.downloadUrl}`;
  const expires = Number(new URL(link).searchParams.get('expires'));
  expect(expires - Date.now() / 1000).toBeLessThanOrEqual(300);
  expect(expires - Date.now() / 1000).toBeGreaterThan(240);

  const download = await fetch(link);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toBe(
    'attachment; filename="writer-export-subscribers.csv"',
  );
  const rows = (await download.text()).trimEnd().split('\r\n');
  expect(rows[0]).toBe('email');
  expect(rows.slice(1).sort()).toEqual([...imported, emailOf('sharer')].sort());

  // Nobody else gets an address: not a subscriber, not a stranger, not a visitor.
  for (const other of ['subscriber', 'stranger'] as const)
    expect(await exportAnswer(other, exportId)).toEqual({
      __typename: 'Forbidden',
      message: exportMessages.notRequester,
    });
  expect(await exportAnswer('visitor', exportId)).toMatchObject({ __typename: 'Unauthorized' });
  expect(await exportAnswer('writer', '00000000-0000-4000-8000-000000000000')).toMatchObject({
    __typename: 'NotFound',
  });
  expect(await exportAnswer('writer', 'not-an-id')).toMatchObject({ __typename: 'BadRequest' });

  const url = new URL(link);
  const signature = url.searchParams.get('signature')!;
  const forged = new URL(link);
  forged.searchParams.set(
    'signature',
    signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
  );
  expect((await fetch(forged)).status).toBe(403);
  const longer = new URL(link);
  longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400));
  expect((await fetch(longer)).status).toBe(403);
  const other = new URL(link);
  other.pathname = other.pathname.replace(/[0-9a-f-]{36}\.csv$/, '00000000-0000-0000-0000-000000000000.csv');
  expect((await fetch(other)).status).toBe(403);

  // 7 days after the file was written the export has expired: no address any more.
  await data.entities.newsletterExport
    .patch({ id: exportId })
    .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
    .go();
  expect(await exportAnswer('writer', exportId)).toMatchObject({
    __typename: 'NewsletterExport',
    state: 'EXPIRED',
    downloadUrl: null,
  });
}, 30_000);

test('an export still being written has no address yet', async () => {
  const id = '11111111-1111-4111-8111-111111111111';
  await data.entities.newsletterExport
    .create({
      id,
      newsletterId: authorNewsletterId(ids.writer),
      requestedBy: ids.writer,
      objectKey: `_/download/newsletter-exports/${id}.csv`,
      state: 'WRITING',
      createdAt: Date.now(),
      expiresAt: Math.floor(Date.now() / 1000) + 86_400,
    })
    .go();
  expect(await exportAnswer('writer', id)).toMatchObject({ state: 'WRITING', downloadUrl: null });
});

test('a publication’s export: its requester loses it with the publication, and its next editor never gets it', async () => {
  const newsletterId = collectionNewsletterId(publicationId);
  expect(await exportAs('editor', newsletterId)).toMatchObject({ __typename: 'NewsletterExportQueued' });
  const exportId = exportIdOf((await waitForExportMail(emailOf('editor'))).text);
  expect(await exportAnswer('editor', exportId)).toMatchObject({ state: 'READY', addressCount: 0 });

  await data.entities.collection.patch({ id: publicationId }).set({ creatorId: ids.successor }).go();
  expect(await exportAnswer('editor', exportId)).toMatchObject({ __typename: 'Forbidden' });
  expect(await exportAnswer('successor', exportId)).toEqual({
    __typename: 'Forbidden',
    message: exportMessages.notRequester,
  });
}, 30_000);

test('exports are rate limited', async () => {
  const answers = [];
  for (let index = 0; index < exportLimit.limit; index++) answers.push(await exportAs('writer'));
  expect(answers.at(-1)).toEqual({ __typename: 'RateLimited', message: exportLimit.message });
});
