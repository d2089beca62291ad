import { makeCollection, makeUser } from '#fixtures/factories.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * A publication's newsletter in Chromium (issue #15, decision 162): its editor creates it at
 * /{collectionSlug}/new-newsletter (nobody else may), and a reader subscribes from the publication's
 * home and from the newsletter's landing page, with the toasts.
 */
const editor = 'edna@folio.example';
const reader = 'rita@folio.example';
const slug = 'field-notes';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const ids: Record<string, string> = {};
    for (const [username, name, email] of [
      ['edna', 'Edna Edits', editor],
      ['rita', 'Rita Reads', reader],
    ] as const) {
      ids[username] = (await makeUser(data, { username, name, email })).id;
      await data.entities.claim.put({ kind: 'email', value: email, ownerId: ids[username]! }).go();
    }
    await makeCollection(data, { slug, name: 'Field Notes', creatorId: ids.edna! });
  },
});

const toast = (style: string) => suite.page.locator(`[data-toast-style="${style}"]`);

test('an editor creates the newsletter and lands on its settings; a reader may not', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, reader, `/${slug}`);
  const refused = await page.goto(`${runtime.url}/${slug}/new-newsletter`);
  expect(refused?.status()).toBe(404);

  await page.context().clearCookies();
  await signInByEmail(page, runtime.url, editor, `/${slug}`);
  await page.goto(`${runtime.url}/${slug}/new-newsletter`);
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'New newsletter' }).waitFor();
  await page.getByLabel('Name').fill('The Field Notes Weekly');
  await page.getByLabel('Description').fill('Our best field notes, every Friday.');
  await page.getByRole('button', { name: 'Create newsletter' }).click();
  await page.waitForURL((url) => url.pathname === `/${slug}/newsletters/the-field-notes-weekly/settings`);
  await page.getByRole('heading', { name: 'Newsletter settings' }).waitFor();
  expect(await page.getByLabel('Name').inputValue()).toBe('The Field Notes Weekly');

  await page.getByLabel('Name').fill('Field Notes Weekly');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  const settings = await page.goto(`${runtime.url}/${slug}/newsletters/the-field-notes-weekly/settings`);
  expect(settings?.status()).toBe(200);
  await waitForHydration(page);
  expect(await page.getByLabel('Name').inputValue()).toBe('Field Notes Weekly');
}, 120_000);

test('a reader subscribes from the publication home and from the landing page, with the toasts', async () => {
  const { page, runtime } = suite;
  await page.context().clearCookies();
  await signInByEmail(page, runtime.url, reader, `/${slug}`);
  const envelope = page.locator('.profile-card .subscribe-button');
  await envelope.click();
  const subscribed = toast('SUBSCRIBE_SUCCESS');
  await subscribed.waitFor();
  expect(await subscribed.locator('p').textContent()).toBe(
    "You're subscribed. You'll get an email whenever Field Notes publishes.",
  );
  expect(await envelope.getAttribute('aria-pressed')).toBe('true');
  await subscribed.getByRole('button', { name: 'Undo' }).click();
  await toast('NEWSLETTER_UNSUBSCRIBE')
    .filter({ hasText: "You've unsubscribed from Field Notes's newsletter." })
    .waitFor();

  await page.goto(`${runtime.url}/${slug}/newsletter`);
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'Field Notes Weekly' }).waitFor();
  await page.getByText('Our best field notes, every Friday.').waitFor();
  await page.getByText('0 subscribers').waitFor();
  await page
    .getByRole('button', { name: 'Subscribe to get an email whenever Field Notes publishes' })
    .click();
  await toast('SUBSCRIBE_SUCCESS').waitFor();
  await page.getByText('1 subscriber', { exact: true }).waitFor();

  // The promotion page shows the same newsletter, subscribed; another slug is the 404 page.
  await page.goto(`${runtime.url}/${slug}/newsletters/the-field-notes-weekly`);
  await waitForHydration(page);
  await page.getByText("You're subscribed.").waitFor();
  expect((await page.goto(`${runtime.url}/${slug}/newsletters/another`))?.status()).toBe(404);
}, 120_000);
