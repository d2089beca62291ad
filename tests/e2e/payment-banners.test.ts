import type { Browser, Page } from 'playwright-core';
import { eventually } from '#fixtures/eventually.ts';
import { makeUser } from '#fixtures/factories.ts';
import { standIn, testCards, type TestClock } from '#fixtures/stripe-stand-in.ts';
import { browserSuite, launchChromium, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Spec 2 §4's payment and reactivation banners in Chromium (issue #14), driven by real state: a reader
 * pays on the Stripe stand-in's page, her customer on a test clock of this test's own (decision 148)
 * started in the past and advanced to about now (decision 149); the renewals' webhooks set what the
 * home page's banner shows.
 */
const readers = ['tess', 'ugo', 'vic'] as const;
const emailOf = (name: string) => `${name}.banners@folio.example`;
const ids: Record<string, string> = {};
const DAY_SECONDS = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

const suite = browserSuite({
  prepare: async ({ data }) => {
    for (const name of readers) {
      const user = await makeUser(data, { username: `${name}_banners`, name, email: emailOf(name) });
      ids[name] = user.id;
      await data.entities.claim.put({ kind: 'email', value: emailOf(name), ownerId: user.id }).go();
    }
  },
});

/** A card's expiry as a person types it: the month holding `atSeconds`. */
const expiryAt = (atSeconds: number) => {
  const date = new Date(atSeconds * 1000);
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')} / ${String(date.getUTCFullYear() % 100)}`;
};

/**
 * The reader chooses a plan on /plans and pays on the stand-in's page with `card` — her customer, made
 * by the checkout, first put on a test clock frozen at `startsAt`.
 */
async function payOnClock(
  page: Page,
  name: string,
  plan: string,
  card: { number: string; expiry: string },
  startsAt: number,
): Promise<TestClock> {
  const { runtime } = suite;
  // The plans page's header is the wordmark alone: sign in from home.
  await signInByEmail(page, runtime.url, emailOf(name), '/');
  await page.goto(`${runtime.url}/plans`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Choose ${plan}` }).click();
  await page.waitForURL((url) => url.href.startsWith(`${runtime.stripeApiBase}/c/pay/`));
  const membership = await runtime.data.entities.membership.get({ userId: ids[name]! }).go();
  const clock = await standIn(runtime.stripeApiBase).clockFor(membership.data!.customerId, startsAt);
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry (MM / YY)').fill(card.expiry);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL((url) => url.pathname === '/welcome-member');
  return clock;
}

/** The home page's banner, once the page has hydrated and the reader's status has loaded. */
async function homeBanner(page: Page, baseUrl: string, kind: string) {
  await page.goto(baseUrl);
  await waitForHydration(page);
  const banner = page.locator(`.banner[data-banner="${kind}"]`);
  await banner.waitFor();
  return banner;
}

const background = (banner: ReturnType<Page['locator']>) =>
  banner.evaluate((element) => getComputedStyle(element).backgroundColor);

test('a renewal of 0341 failed twice: the home page says the payment failed, in red, with no close button', async () => {
  const { page, runtime } = suite;
  const clock = await payOnClock(
    page,
    'tess',
    'Member, monthly',
    { number: testCards.failsOnRenewal, expiry: '12 / 34' },
    nowSeconds() - 33 * DAY_SECONDS,
  );
  await clock.advance(32); // the renewal fails: PENDING_ACTION, paymentFailedAt
  const membership = () => runtime.data.entities.membership.get({ userId: ids.tess! }).go();
  expect((await membership()).data).toMatchObject({
    status: 'PENDING_ACTION',
    paymentFailedAt: clock.now() * 1000,
  });
  await page.goto(runtime.url);
  await waitForHydration(page);
  // Failed once: nothing to say yet (spec 2 §4's case is "more than once").
  await page.waitForLoadState('networkidle');
  expect(await page.locator('.banner').count()).toBe(0);

  await clock.advance(1); // Stripe's retry fails too
  expect((await membership()).data).toMatchObject({ paymentFailureCount: 2 });
  const banner = await homeBanner(page, runtime.url, 'payment');
  expect(await banner.locator('.banner__message').innerText()).toBe(
    'Your subscription payment failed. Update payment method',
  );
  expect(await banner.getByRole('link', { name: 'Update payment method' }).getAttribute('href')).toBe(
    '/me/settings/payment/update',
  );
  expect(await background(banner)).toBe('rgb(201, 74, 74)');
  expect(await banner.getByRole('button', { name: 'Dismiss' }).count()).toBe(0);
}, 180_000);

test('an expired card: a neutral banner, dismissed for good on every device (DismissFlag)', async () => {
  const { page, runtime } = suite;
  const startsAt = nowSeconds() - 40 * DAY_SECONDS;
  // Valid when she paid (its month holds the clock's time plus five days), over since before today.
  const clock = await payOnClock(
    page,
    'ugo',
    'Member, yearly',
    { number: testCards.succeeds, expiry: expiryAt(startsAt + 5 * DAY_SECONDS) },
    startsAt,
  );
  await clock.advance(40);
  const banner = await homeBanner(page, runtime.url, 'payment');
  expect(await banner.locator('.banner__message').innerText()).toBe(
    'Your payment method has expired. Update to keep your membership',
  );
  expect(await banner.getByRole('link').getAttribute('href')).toBe('/me/settings/payment/update');
  expect(await background(banner)).not.toBe('rgb(201, 74, 74)');

  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await banner.waitFor({ state: 'detached' });
  const user = async () => (await runtime.data.entities.user.get({ id: ids.ugo! }).go()).data;
  expect(
    (await eventually(user, (held) => (held?.dismissableFlags ?? []).length > 0))?.dismissableFlags,
  ).toEqual(['expired-last-week']);

  await page.reload();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('.banner').count()).toBe(0);

  // Another device: a new browser, signed in afresh, gets no banner either.
  const other: Browser = await launchChromium();
  try {
    const elsewhere = await other.newPage();
    await signInByEmail(elsewhere, runtime.url, emailOf('ugo'), '/');
    await waitForHydration(elsewhere);
    await elsewhere.waitForLoadState('networkidle');
    expect(await elsewhere.locator('.banner').count()).toBe(0);
  } finally {
    await other.close();
  }
}, 180_000);

test('a cancelled member is asked to reactivate; with fewer than 4 weeks left, without a close button', async () => {
  const { page, runtime } = suite;
  await payOnClock(
    page,
    'vic',
    'Member, monthly',
    { number: testCards.succeeds, expiry: '12 / 34' },
    nowSeconds() - 5 * DAY_SECONDS,
  );
  await page.goto(`${runtime.url}/me/membership/cancel`);
  await page.getByText('I don’t have time to read').click();
  await page.getByRole('button', { name: 'Cancel membership' }).click();
  await page.waitForURL((url) => url.pathname === '/manage-membership');

  const banner = await homeBanner(page, runtime.url, 'reactivation');
  expect(await banner.locator('.banner__message').innerText()).toMatch(
    /^Your membership ends on .+\. Reactivate it to keep reading member-only stories\. Reactivate membership$/,
  );
  expect(await banner.getByRole('link').getAttribute('href')).toBe('#reactivateMembership');
  expect(await banner.getByRole('button', { name: 'Dismiss' }).count()).toBe(0);
}, 180_000);
