import { makeUser } from '#fixtures/factories.ts';
import { browserSuite } from './browser.ts';
import { payMonthly } from './pay-membership.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Managing a membership in Chromium (issue #14), against the Stripe stand-in: a Member switches to
 * Friend and sees the switch scheduled, then applied when the test clock passes the period's end;
 * cancels with a reason; and reactivates from the #reactivateMembership dialog.
 */
const reader = 'uma@folio.example';
let readerId = '';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const uma = await makeUser(data, { username: 'uma', name: 'Uma Reads', email: reader });
    readerId = uma.id;
    await data.entities.claim.put({ kind: 'email', value: reader, ownerId: uma.id }).go();
  },
});

test('a Member switches to Friend: the switch is shown, then applied at the period end', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, reader, '/');
  const clock = await payMonthly(page, runtime, readerId);

  await page.goto(`${runtime.url}/manage-membership`);
  await page.getByText('Member (monthly)').waitFor();
  await page.getByText('Visa ending in 4242').waitFor();
  await page.getByText("You'll be charged $5.00 monthly with this payment method:").waitFor();
  await page.getByText('Friend of Folio (monthly) – $15.00 monthly').click();
  await page.getByText("You'll be charged $15.00 monthly with this payment method:").waitFor();
  await page.getByRole('button', { name: 'Switch plan' }).click();
  await page.getByText(/^Switching to Friend of Folio \(monthly\) on /).waitFor();
  // enable_premium_tier_plan_switch is off (its default): no confirmation page, the reader stays here.
  expect(new URL(page.url()).pathname).toBe('/manage-membership');
  // The plan shown is the scheduled switch's (spec 2 §4).
  expect(await page.locator('.manage-membership__plan').textContent()).toBe('Friend of Folio (monthly)');

  await clock.advance(32);
  await page.reload();
  await page.getByText("You'll be charged $15.00 monthly with this payment method:").waitFor();
  expect(await page.getByText(/^Switching to/).count()).toBe(0);
}, 120_000);

test('the Friend cancels with a reason and keeps access until the period ends', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, reader, '/me/membership/cancel');
  await page.getByText('20% off for one year').first().waitFor();
  await page.getByText('It costs too much').click();
  await page.getByRole('button', { name: 'Cancel membership' }).click();
  await page.waitForURL((url) => url.pathname === '/manage-membership');
  await page.getByText(/^Your membership ends on /).waitFor();
  await page.getByRole('link', { name: 'Reactivate membership' }).waitFor();
}, 90_000);

test('the reader reactivates from the dialog, and the page reloads with the membership going on', async () => {
  const { page, runtime } = suite;
  // The manage page's header is the wordmark alone: sign in from home.
  await signInByEmail(page, runtime.url, reader, '/');
  await page.goto(`${runtime.url}/manage-membership`);
  await page.getByRole('link', { name: 'Reactivate membership' }).click();
  const dialog = page.locator('dialog#reactivateMembership');
  await dialog.getByText('Visa ending in 4242').waitFor();
  expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBe(426);
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Reactivate' }).click();
  await reloaded;
  await page
    .locator('.manage-membership__next')
    .getByText(/^Next payment on /)
    .waitFor();
  expect(new URL(page.url()).hash).toBe('');
  expect(await page.locator('dialog#reactivateMembership').count()).toBe(0);
}, 90_000);
