import { makePost, makeUser, storyBody } from '#fixtures/factories.ts';
import { createFlagStore } from '#shared/data/flag-store.ts';
import { testCards } from '#fixtures/stripe-stand-in.ts';
import { browserSuite } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Paying in Chromium (issue #14): a signed-in reader stopped by a member-only story starts a checkout,
 * fills in the Stripe stand-in's payment page with 4242…, comes back to the story, and reads it in full.
 * (The plans page is the next session's: the checkout starts with the API call that page will make.)
 */
const reader = 'rosa@folio.example';
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
    const rosa = await makeUser(data, { username: 'rosa', name: 'Rosa Parks', email: reader });
    await data.entities.claim.put({ kind: 'email', value: reader, ownerId: rosa.id }).go();
  },
});

test('a reader pays with 4242 on the checkout page, comes back, and the locked story is open', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, reader, storyPath);
  await page.locator('.locked-notice').waitFor();
  expect(await page.getByText('Paragraph 15 of the story.').count()).toBe(0);

  // What /plans will do: the API names a plan, the server answers the provider's page.
  const checkoutUrl = await page.evaluate(async (successPath) => {
    const xsrf = /(?:^|; )folio_xsrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
      body: JSON.stringify({
        query: `mutation ($successPath: String) { startMembershipCheckout(planId: YEARLY, currency: USD, successPath: $successPath) {
          ... on MembershipCheckout { url } } }`,
        variables: { successPath },
      }),
    });
    return ((await response.json()) as { data: { startMembershipCheckout: { url: string } } }).data
      .startMembershipCheckout.url;
  }, storyPath);
  expect(checkoutUrl.startsWith(`${runtime.stripeApiBase}/c/pay/`)).toBe(true);

  await page.goto(checkoutUrl);
  await page.getByText('$50.00').waitFor();
  await page.getByLabel('Card number').fill(testCards.succeeds);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL((url) => url.pathname === storyPath);

  // The session's tier is read again within 5 s (the authorizer's cache): the story opens by then.
  const deadline = Date.now() + 10_000;
  while ((await page.locator('.locked-notice').count()) > 0 && Date.now() < deadline) {
    await page.waitForTimeout(1000);
    await page.reload();
  }
  await page.getByText('Paragraph 15 of the story.').waitFor();
  expect(await page.locator('.locked-notice').count()).toBe(0);
});
