import { makeUser } from '#fixtures/factories.ts';
import { authorNewsletterId } from '#shared/data/newsletter-id.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { watchMailbox } from './sign-in-by-email.ts';

/**
 * Subscribing by e-mail while signed out, in Chromium (issue #15, decision 159): a visitor on a
 * writer's profile opens the envelope, gives just an address, confirms from the local mailbox, and
 * lands signed up, signed in and subscribed, with NEWSLETTER_SUBSCRIBE (decision 172).
 */
const visitor = 'vera@folio.example';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const grace = await makeUser(data, { username: 'grace', name: 'Grace Hopper' });
    const newsletter = { id: authorNewsletterId(grace.id), type: 'AUTHOR' as const, ownerId: grace.id };
    await data.entities.newsletter
      .create({ ...newsletter, slug: 'grace', name: 'Grace Hopper', createdAt: Date.now() })
      .go();
  },
});

const toast = (style: string) => suite.page.locator(`[data-toast-style="${style}"]`);

test('a visitor subscribes with just an e-mail address and lands signed in and subscribed', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}/@grace`);
  await waitForHydration(page);
  const nextLink = await watchMailbox(runtime.url, visitor);
  await page.locator('.profile-card .subscribe-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Create an account to subscribe.' }).waitFor();

  await dialog.getByLabel('Or subscribe with just your email:').fill('not an address');
  await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await dialog.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' }).waitFor();
  await dialog.getByLabel('Or subscribe with just your email:').fill(` ${visitor.toUpperCase()} `);
  await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await dialog
    .getByRole('status')
    .filter({
      hasText: `Check your inbox: click the link we sent to ${visitor} to confirm your subscription.`,
    })
    .waitFor();

  const upsellRecorded = page.waitForResponse((response) =>
    (response.request().postData() ?? '').includes('RecordPostSubscribeMembershipUpsellShown'),
  );
  await page.goto(await nextLink());
  await page.waitForURL((url) => url.pathname === '/@grace/subscribe');
  await waitForHydration(page);
  // Confirmed from the e-mail: NEWSLETTER_SUBSCRIBE (decision 172), with its Undo.
  const subscribed = toast('NEWSLETTER_SUBSCRIBE');
  await subscribed.waitFor();
  expect(await subscribed.locator('p').textContent()).toBe(
    "Your subscription is confirmed. You'll get an email whenever Grace Hopper publishes.",
  );
  expect(await subscribed.getByRole('button', { name: 'Undo' }).count()).toBe(1);
  await page.getByText("You're subscribed to Grace Hopper's newsletter.").waitFor();
  // A free reader's first subscription: the membership upsell, once.
  const upsell = toast('SUBSCRIPTION_PROMOTION');
  await upsell.waitFor();
  expect(await upsell.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/plans');
  // The mark is taken: a reload says nothing again.
  expect(new URL(page.url()).searchParams.has('subscribed')).toBe(false);
  await upsellRecorded;
  await page.reload();
  await waitForHydration(page);
  await page.getByText("You're subscribed to Grace Hopper's newsletter.").waitFor();
  expect(await toast('NEWSLETTER_SUBSCRIBE').count()).toBe(0);

  // Unsubscribed and subscribed again: the success toast, and no second upsell.
  await page.getByRole('button', { name: "Unsubscribe from Grace Hopper's newsletter" }).click();
  await toast('NEWSLETTER_UNSUBSCRIBE').waitFor();
  const upsellAsked = page.waitForResponse((response) =>
    (response.request().postData() ?? '').includes('PostSubscribeUpsellQuery'),
  );
  await page
    .getByRole('button', { name: 'Subscribe to get an email whenever Grace Hopper publishes' })
    .click();
  await toast('SUBSCRIBE_SUCCESS').waitFor();
  await upsellAsked;
  await page.waitForTimeout(300);
  expect(await toast('SUBSCRIPTION_PROMOTION').count()).toBe(0);
}, 120_000);
