import type { Page } from 'playwright-core';
import { makePost, makeUser, storyBody } from '#fixtures/factories.ts';
import { createFlagStore } from '#shared/data/flag-store.ts';
import { testCards } from '#fixtures/stripe-stand-in.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail, watchMailbox } from './sign-in-by-email.ts';

/**
 * Paying in Chromium (issue #14), through the paywall's way in: the locked notice, sign-up, /plans, the
 * Stripe stand-in's payment page with Stripe's test cards, /welcome-member, and back to the story.
 */
const readers = { ines: 'ines@folio.example', jack: 'jack@folio.example' };
let storyPath = '';

const suite = browserSuite({
  prepare: async ({ data }) => {
    // Only a membership opens the story here: the metered allowance (decision 141) is off.
    await createFlagStore(data).set('paywall_metered_stories', '0', 'test');
    const writer = await makeUser(data, { username: 'checkout_writer' });
    const story = await makePost(
      data,
      { creatorId: writer.id, isLocked: true, visibility: 'LOCKED', title: 'Behind the paywall', tags: [] },
      { paragraphs: storyBody(16) },
    );
    storyPath = `/p/${story.post.id}`;
    for (const [username, email] of Object.entries(readers)) {
      const reader = await makeUser(data, { username, name: username, email });
      await data.entities.claim.put({ kind: 'email', value: email, ownerId: reader.id }).go();
    }
  },
});

/** Fills in the stand-in's payment page as a person would, and submits it. */
async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

const choose = (page: Page, plan: string) => page.getByRole('button', { name: `Choose ${plan}` }).click();

test('a new reader stopped by a member-only story signs up, pays with 4242 on /plans, is welcomed and reads it in full', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}${storyPath}`);
  await waitForHydration(page);
  expect(await page.getByText('Paragraph 15 of the story.').count()).toBe(0);

  // The locked notice: sign up (the modal), then the plans page, carrying the story.
  const address = 'kim@folio.example';
  const nextLink = await watchMailbox(runtime.url, address);
  await page.locator('.locked-notice').getByRole('link', { name: 'Sign up to become a member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign up with email' }).click();
  await dialog.getByLabel('Your full name').fill('Kim Park');
  await dialog.getByLabel('Your email').fill(address);
  await page.keyboard.press('Enter');
  await dialog.getByRole('heading', { name: 'Check your inbox.' }).waitFor();
  await page.goto(await nextLink());
  await page.waitForURL((url) => url.pathname === '/plans');
  expect(new URL(page.url()).searchParams.get('from')).toBe(storyPath);
  await waitForHydration(page);

  await choose(page, 'Member, yearly');
  await page.waitForURL((url) => url.href.startsWith(`${runtime.stripeApiBase}/c/pay/`));
  await page.getByText('$50.00').waitFor();
  await payWith(page, testCards.succeeds);

  await page.waitForURL((url) => url.pathname === '/welcome-member');
  await page.getByRole('heading', { name: 'Welcome, member.' }).waitFor();
  await page.getByRole('link', { name: 'Continue reading' }).click();
  await page.waitForURL((url) => url.pathname === storyPath);
  // The session's tier is read again within 5 s (the authorizer's cache): the story is open by then.
  const deadline = Date.now() + 10_000;
  while ((await page.locator('.locked-notice').count()) > 0 && Date.now() < deadline) {
    await page.waitForTimeout(1000);
    await page.reload();
  }
  await page.getByText('Paragraph 15 of the story.').waitFor();
  expect(await page.locator('.locked-notice').count()).toBe(0);
});

test('a declined card shows the error and changes nothing; back on Folio the plans are as they were', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, readers.jack, storyPath);
  await page.locator('.locked-notice').getByRole('link', { name: 'Become a member' }).click();
  await page.waitForURL((url) => url.pathname === '/plans');
  await waitForHydration(page);
  await choose(page, 'Member, monthly');
  await page.waitForURL((url) => url.href.startsWith(`${runtime.stripeApiBase}/c/pay/`));
  await payWith(page, testCards.declined);
  await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();

  await page.getByRole('link', { name: '← Back to Folio' }).click();
  await page.waitForURL((url) => url.pathname === '/plans');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Choose Member, monthly' }).waitFor();
  expect(await page.getByText('You are already a member.').count()).toBe(0);
  await page.goto(`${runtime.url}${storyPath}`);
  await page.locator('.locked-notice').waitFor();
});

test('a Canadian sees CAD and pays in CAD; 3D Secure completes and the reader is welcomed as a Friend', async () => {
  const { page, runtime } = suite;
  // CloudFront's country header (forwarded to the API as in AWS): how a visitor's country is known.
  await page.setExtraHTTPHeaders({ 'cloudfront-viewer-country': 'CA' });
  await signInByEmail(page, runtime.url, readers.ines, storyPath);
  await page.goto(`${runtime.url}/plans`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'CAD', pressed: true }).waitFor();
  await choose(page, 'Friend of Folio, monthly');
  await page.waitForURL((url) => url.href.startsWith(`${runtime.stripeApiBase}/c/pay/`));
  await page.getByText('CA$15.00').waitFor();
  await payWith(page, testCards.requiresAuthentication);
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await page.waitForURL((url) => url.pathname === '/welcome-member');
  await page.getByRole('heading', { name: 'Welcome, Friend of Folio.' }).waitFor();
  expect(await page.getByRole('link', { name: 'Start reading' }).getAttribute('href')).toBe('/');
});
