import { readFile } from 'node:fs/promises';
import { makeEmailReader, makePost } from '#fixtures/factories.ts';
import type { OutboxEntry } from '#local/outbox.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Importing a mailing list in Chromium (issue #15, decision 168): a CSV of 1,000 rows with 20 bad ones
 * is checked into a report (980 valid, the 20 bad with their rows) before anything is imported; the
 * import shows its progress and ends with 980 subscribers. Export (decisions 170, 176) then says so in
 * its toast and e-mails a link to the page that downloads a CSV of those 980 addresses; the subscribers are listed with Show more.
 */
const writer = 'ivy_imports@folio.example';
const badRows = new Set(Array.from({ length: 20 }, (_, index) => 2 + index * 50));

const suite = browserSuite({
  prepare: async ({ data }) => {
    const user = await makeEmailReader(data, {
      username: 'ivy_imports',
      name: 'Ivy Imports',
      email: writer,
      createdAt: Date.now() - 60 * 24 * 60 * 60 * 1000,
    });
    await makePost(data, { creatorId: user.id });
  },
});

/** Row 1 is the header; rows 2, 52, 102… hold a bad address. */
const csv = [
  'name,email',
  ...Array.from({ length: 1000 }, (_, index) =>
    badRows.has(index + 2)
      ? `Bad ${index},not-an-address-${index}`
      : `Reader ${index},reader${index}@list.example`,
  ),
].join('\n');

test('a CSV of 1,000 rows with 20 bad ones: the report, the progress, 980 subscribers', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, writer, '/me/subscribers/import');
  await page.goto(`${runtime.url}/me/subscribers/import`);
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'Import subscribers' }).waitFor();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'subscribers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Check file' }).click();

  await page.getByTestId('import-valid').filter({ hasText: '980 new subscribers to import' }).waitFor();
  expect(await page.getByTestId('import-bad').textContent()).toBe('20 invalid addresses');
  const listed = await page.getByTestId('import-bad-rows').locator('li').allTextContents();
  expect(listed).toHaveLength(20);
  expect(listed[0]).toBe('Row 2: not-an-address-0');
  expect(listed[19]).toBe('Row 952: not-an-address-950');

  await page.getByText('These people agreed to receive my newsletter.').click();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.locator('progress').waitFor();
  await page.getByText(/^Importing… \d+ of 980$/).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: 'Import complete. Your newsletter has 980 subscribers.' })
    .waitFor({ timeout: 60_000 });

  // The list of subscribers, 25 a page, Show more appending the next (the cache's paging merge).
  const subscribers = page.getByTestId('newsletter-subscribers').locator('li');
  await subscribers.nth(24).waitFor();
  expect(await subscribers.count()).toBe(25);
  await page.getByRole('button', { name: 'Show more' }).click();
  await subscribers.nth(49).waitFor();
  expect(await subscribers.count()).toBe(50);
  expect(new Set(await subscribers.allTextContents()).size).toBe(50);

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page
    .locator('[data-toast-style="EXPORT_EMAIL_SUBSCRIBERS"]')
    .filter({ hasText: "We're preparing your export. We'll email you a link to download it." })
    .waitFor();
  const link = await exportLink(runtime.url);
  // The link opens the export's page, which starts the download (decision 176).
  const download = page.waitForEvent('download');
  await page.goto(link);
  const rows = (await readFile((await (await download).path())!, 'utf8')).trimEnd().split('\r\n');
  expect(rows[0]).toBe('email');
  expect(new Set(rows.slice(1))).toEqual(
    new Set(
      Array.from({ length: 1000 }, (_, index) => index)
        .filter((index) => !badRows.has(index + 2))
        .map((index) => `reader${index}@list.example`),
    ),
  );
}, 180_000);

/** The export's link, from the e-mail the local mailbox holds for the writer. */
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
