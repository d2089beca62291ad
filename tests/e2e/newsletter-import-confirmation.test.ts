import { makeEmailReader, makePost } from '#fixtures/factories.ts';
import { eventually } from '#fixtures/eventually.ts';
import type { OutboxEntry } from '#local/outbox.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Importing addresses whose consent is unknown, in Chromium (issue #15, decision 173): the writer
 * chooses to ask each address to confirm; nobody is subscribed and the page says how many were asked;
 * the confirmation opened from the local mailbox shows a button (its GET changes nothing), whose POST
 * subscribes the address, which the writer then sees among their subscribers.
 */
const writer = 'wren_confirms@folio.example';
const asked = ['kit@confirm-list.example', 'lou@confirm-list.example'];

const suite = browserSuite({
  prepare: async ({ data }) => {
    const user = await makeEmailReader(data, {
      username: 'wren_confirms',
      name: 'Wren Confirms',
      email: writer,
      createdAt: Date.now() - 60 * 24 * 60 * 60 * 1000,
    });
    await makePost(data, { creatorId: user.id });
  },
});

test('import without consent, confirm from the mailbox, and the address is a subscriber', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, writer, '/me/subscribers/import');
  await page.goto(`${runtime.url}/me/subscribers/import`);
  await waitForHydration(page);
  await page.getByLabel('CSV file').setInputFiles({
    name: 'subscribers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['email', ...asked].join('\n')),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  await page.getByTestId('import-valid').filter({ hasText: '2 new subscribers to import' }).waitFor();

  await page.getByText('I’m not sure. Email each address once').click();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Import complete. Your newsletter has 0 subscribers.' })
    .waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('import-asked').textContent()).toBe(
    '2 asked by email to confirm: they become subscribers when they do.',
  );

  // The mailbox (local mode) shows the e-mail with its link.
  await eventually(
    async () => (await (await fetch(`${runtime.url}/_/dev/mailbox.json`)).json()) as OutboxEntry[],
    (mails) => mails.some((mail) => mail.to === asked[0]),
  );
  await page.goto(`${runtime.url}/_/dev/mailbox`);
  const mail = page.locator('article.mail').filter({ hasText: asked[0]! });
  await mail.getByRole('link', { name: /\/_\/newsletters\/confirm\// }).click();
  await page.getByRole('heading', { name: 'Confirm your subscription' }).waitFor();
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await page.getByText('You are now subscribed to Wren Confirms.').waitFor();

  await page.goto(`${runtime.url}/me/subscribers/import`);
  await waitForHydration(page);
  const subscribers = page.getByTestId('newsletter-subscribers').locator('li');
  await subscribers.first().waitFor();
  expect(await subscribers.allTextContents()).toEqual([asked[0]]);
}, 120_000);
