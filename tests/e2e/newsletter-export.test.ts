import { readFile } from 'node:fs/promises';
import type { Download } from 'playwright-core';
import { makeEmailReader, makeNewsletter } from '#fixtures/factories.ts';
import type { OutboxEntry } from '#local/outbox.ts';
import { emailSubscriberId } from '#shared/data/newsletter-id.ts';
import { createNewsletterSubscriptionWrites } from '#shared/data/newsletter-subscriptions.ts';
import { subscriberDayOf } from '#shared/data/entities/newsletter-subscriber-day.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Downloading exports in Chromium (issue #15, decisions 176 and 178): the export's e-mail links to its
 * page, which downloads exactly the addresses that may be shared for the writer who asked, and tells
 * anyone else signed in that it is not theirs; the writer's audience page's Export downloads their
 * stats as a CSV with today's subscribers and send.
 */
const writer = 'wren_exports@folio.example';
const other = 'otto_other@folio.example';
const imported = ['first@list.example', 'second@list.example'];
const sharer = 'sharer_exports@folio.example';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const user = await makeEmailReader(data, {
      username: 'wren_exports',
      name: 'Wren Exports',
      email: writer,
    });
    await makeEmailReader(data, { username: 'otto_other', email: other });
    const newsletter = await makeNewsletter(data, { ownerId: user.id, slug: 'wren', name: 'Wren' });
    const sharing = await makeEmailReader(data, {
      email: sharer,
      allowEmailAddressSharingEditorWriter: true,
    });
    const private_ = await makeEmailReader(data, { email: 'private_exports@folio.example' });
    const writes = createNewsletterSubscriptionWrites(data);
    const subscribe = (subscriberId: string, email?: string) =>
      writes.subscribe({
        subscriberId,
        newsletterId: newsletter.id,
        newsletterType: 'AUTHOR',
        subscribedAt: Date.now(),
        ...(email ? { email } : {}),
      });
    await subscribe(sharing.id);
    await subscribe(private_.id);
    for (const address of imported) await subscribe(emailSubscriberId(address), address);
    await data.entities.newsletterSendStats
      .put({
        newsletterId: newsletter.id,
        postId: 'story-sent-today',
        sent: 4,
        delivered: 3,
        bounced: 1,
        complained: 0,
        opened: 2,
        clicked: 1,
        lastSentAt: Date.now(),
      })
      .go();
  },
});

/** The newest export link the mailbox holds for the writer. */
async function exportLink(baseUrl: string) {
  for (let attempt = 0; attempt < 150; attempt++) {
    const mails = (await (await fetch(`${baseUrl}/_/dev/mailbox.json`)).json()) as OutboxEntry[];
    const mail = mails.find((entry) => entry.to === writer && entry.subject.includes('export'));
    const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('No export e-mail arrived');
}

const downloaded = async (download: Download) => readFile((await download.path())!, 'utf8');

test('the e-mailed link downloads exactly the shareable addresses for the writer, and no one else', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, writer, '/me/subscribers/import');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.locator('[data-toast-style="EXPORT_EMAIL_SUBSCRIBERS"]').waitFor();
  const link = await exportLink(runtime.url);
  expect(new URL(link).pathname).toMatch(/^\/me\/subscribers\/exports\/[0-9a-f-]{36}$/);

  const download = page.waitForEvent('download');
  await page.goto(link);
  const file = await download;
  expect(file.suggestedFilename()).toBe('wren-subscribers.csv');
  const rows = (await downloaded(file)).trimEnd().split('\r\n');
  expect(rows[0]).toBe('email');
  expect(rows.slice(1).sort()).toEqual([...imported, sharer].sort());
  await page.getByText('Your download of 3 addresses has started.').waitFor();

  const stranger = await (await page.context().browser()!.newContext()).newPage();
  await signInByEmail(stranger, runtime.url, other, new URL(link).pathname);
  await stranger
    .getByRole('alert')
    .filter({
      hasText: 'This export was asked for by another account. Sign in as that account to download it.',
    })
    .waitFor();
  await stranger.context().close();
}, 120_000);

test('the audience page’s Export downloads the writer’s stats per day as CSV', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, writer, '/@wren_exports/audience');
  await waitForHydration(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('wren_exports-audience-stats.csv');
  const rows = (await downloaded(file)).trimEnd().split('\r\n');
  expect(rows[0]).toBe(
    'date,subscribers,subscribed,unsubscribed,stories_sent,sent,delivered,bounced,complained,opened,clicked',
  );
  expect(rows).toHaveLength(31);
  expect(rows.at(-1)).toBe(`${subscriberDayOf(Date.now())},4,4,0,1,4,3,1,0,2,1`);
  expect(rows.at(-2)).toMatch(/^\d{4}-\d{2}-\d{2},0,0,0,0,0,0,0,0,0,0$/);
}, 120_000);

test('anyone else asking for the writer’s stats export gets the 404 page', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, other, '/me/subscribers/import');
  const answer = await page.goto(`${runtime.url}/@wren_exports/audience/stats/export`);
  expect(answer?.status()).toBe(404);
}, 120_000);
