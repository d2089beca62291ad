import type { Locator } from 'playwright-core';
import { makeUser } from '#fixtures/factories.ts';
import { authorNewsletterId } from '#shared/data/newsletter-id.ts';
import { unsubscribeHeaders } from '#functions/newsletters/unsubscribe-link.ts';
import { localSessionSecret } from '#local/session-secret.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail, watchMailbox } from './sign-in-by-email.ts';

/**
 * Subscribing to a writer's newsletter in Chromium (issue #15): a reader subscribes from a profile with
 * the envelope beside Follow, sees the toast, takes it back with Undo, subscribes again, and leaves from
 * settings (#manageSubscriptions); a visitor's
 * click asks for an account (spec 2 §2's parameters) and, signed in, lands subscribed.
 */
const reader = 'nora@folio.example';
const visitor = 'vic@folio.example';
const ids: Record<string, string> = {};

const suite = browserSuite({
  prepare: async ({ data }) => {
    for (const [username, name, email] of [
      ['nora', 'Nora Reads', reader],
      ['vic', 'Vic Visits', visitor],
    ] as const) {
      const user = await makeUser(data, { username, name, email });
      ids[username] = user.id;
      await data.entities.claim.put({ kind: 'email', value: email, ownerId: user.id }).go();
    }
    ids.grace = (await makeUser(data, { username: 'grace', name: 'Grace Hopper' })).id;
  },
});

/** The profile's sidebar (wide screens): Follow and the envelope. */
const envelope = () => suite.page.locator('.profile-card .subscribe-button');
const toast = (style: string) => suite.page.locator(`[data-toast-style="${style}"]`);

async function expectSubscribed(button: Locator, subscribed: boolean) {
  const label = subscribed
    ? "Unsubscribe from Grace Hopper's newsletter"
    : 'Subscribe to get an email whenever Grace Hopper publishes';
  await button.and(suite.page.getByRole('button', { name: label })).waitFor();
  expect(await button.getAttribute('aria-pressed')).toBe(String(subscribed));
}

test('a reader subscribes from a profile, undoes it from the toast, subscribes again, and it lasts', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, reader, '/@grace');
  await expectSubscribed(envelope(), false);

  await envelope().click();
  const subscribed = toast('SUBSCRIBE_SUCCESS');
  await subscribed.waitFor();
  expect(await subscribed.locator('p').textContent()).toBe(
    "You're subscribed. You'll get an email whenever Grace Hopper publishes.",
  );
  await expectSubscribed(envelope(), true);

  await subscribed.getByRole('button', { name: 'Undo' }).click();
  await toast('NEWSLETTER_UNSUBSCRIBE')
    .filter({ hasText: "You've unsubscribed from Grace Hopper's newsletter." })
    .waitFor();
  await expectSubscribed(envelope(), false);
  await page.reload();
  await waitForHydration(page);
  await expectSubscribed(envelope(), false);

  await envelope().click();
  await expectSubscribed(envelope(), true);
  await page.reload();
  await waitForHydration(page);
  await expectSubscribed(envelope(), true);
  // The Subscribe page says so rather than asking.
  await page.goto(`${runtime.url}/subscribe/@grace`);
  await page.waitForURL((url) => url.pathname === '/@grace/subscribe');
  await page.getByText("You're subscribed to Grace Hopper's newsletter.").waitFor();

  // Settings #manageSubscriptions lists it; Unsubscribe ends it at once, and the profile shows so.
  await page.goto(`${runtime.url}/me/settings/notifications#manageSubscriptions`);
  const list = page.getByRole('list', { name: 'Newsletters you subscribe to' });
  await list.getByRole('link', { name: 'Grace Hopper' }).waitFor();
  await list.getByRole('button', { name: 'Unsubscribe from Grace Hopper' }).click();
  await page.getByText('You are not subscribed to any newsletter.').waitFor();
  await page.goto(`${runtime.url}/@grace`);
  await waitForHydration(page);
  await expectSubscribed(envelope(), false);
}, 120_000);

test('a visitor’s envelope asks for an account with the spec’s parameters, and they come back subscribed', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}/@grace`);
  await waitForHydration(page);
  const link = envelope();
  const href = new URL((await link.getAttribute('href'))!, runtime.url);
  expect(href.searchParams.get('operation')).toBe('register');
  expect(href.searchParams.get('source')).toBe('subscribe');
  expect(href.searchParams.get('redirect')).toBe('/@grace/subscribe');
  expect(href.searchParams.get('userId')).toBeTruthy();

  const nextLink = await watchMailbox(runtime.url, visitor);
  await link.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Create an account to subscribe.' }).waitFor();
  // The account exists: "Already have an account? Sign in".
  await dialog.locator('.sign-in__switch button').click();
  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
  await dialog.getByLabel('Your email').fill(visitor);
  await page.keyboard.press('Enter');
  await dialog.getByRole('heading', { name: 'Check your inbox.' }).waitFor();
  await page.goto(await nextLink());
  await page.waitForURL((url) => url.pathname === '/@grace/subscribe');
  await waitForHydration(page);
  await toast('SUBSCRIBE_SUCCESS').waitFor();
  await page.getByText("You're subscribed to Grace Hopper's newsletter.").waitFor();
}, 120_000);

test('/me/unsubscribe-all-author-newsletters asks, then ends every writer subscription at once', async () => {
  const { page, runtime } = suite;
  // The visitor of the test above is subscribed to Grace Hopper.
  await signInByEmail(page, runtime.url, visitor, '/me/unsubscribe-all-author-newsletters');
  await page.getByText('You will stop receiving the newsletters of every writer you subscribe to.').waitFor();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Done. You are unsubscribed from 1 newsletter.' })
    .waitFor();
  await page.goto(`${runtime.url}/@grace`);
  await waitForHydration(page);
  await expectSubscribed(envelope(), false);
}, 90_000);

test('the signed link of a newsletter e-mail unsubscribes without a session; an altered one is refused', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, reader, '/@grace');
  await envelope().click();
  await expectSubscribed(envelope(), true);
  await page.context().clearCookies();

  const secret = localSessionSecret(runtime.dataDir);
  const { link } = unsubscribeHeaders(runtime.url, secret, ids.nora!, authorNewsletterId(ids.grace!));
  await page.goto(`${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid.' }).waitFor();

  await page.goto(link);
  await waitForHydration(page);
  await page.getByText('You will stop receiving this newsletter. No sign-in needed.').waitFor();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Done. You are unsubscribed from Grace Hopper.' })
    .waitFor();

  await signInByEmail(page, runtime.url, reader, '/@grace');
  await expectSubscribed(envelope(), false);
}, 120_000);
