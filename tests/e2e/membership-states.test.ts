import { makeUser } from '#fixtures/factories.ts';
import { standIn } from '#fixtures/stripe-stand-in.ts';
import { createFlagStore } from '#shared/data/flag-store.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { payMonthly } from './pay-membership.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Spec 2 §4's membership states in Chromium against the Stripe stand-in, with flag
 * enable_premium_tier_plan_switch on (tests/e2e/manage-membership.test.ts runs with it off): the
 * settings Friend upsell follows the real plan-switch eligibility and stays dismissed; a switch ends on
 * the confirmation page; a retention discount reads 'monthly until {date} and then'; a reactivation
 * Stripe refuses shows the dialog's failure and changes nothing. With enable_group_gifting off, group
 * gifts are offered to nobody (tests/e2e/gifts.test.ts sees the link with it on).
 */
const readers = { vera: 'vera.states@folio.example', wes: 'wes.states@folio.example' };
const ids: Record<string, string> = {};

const suite = browserSuite({
  prepare: async ({ data }) => {
    const flags = createFlagStore(data);
    await flags.set('enable_premium_tier_plan_switch', true, 'test');
    await flags.set('enable_group_gifting', false, 'test');
    for (const [name, email] of Object.entries(readers)) {
      const user = await makeUser(data, { username: `${name}_states`, name, email });
      ids[name] = user.id;
      await data.entities.claim.put({ kind: 'email', value: email, ownerId: user.id }).go();
    }
  },
});

const upsell = () => suite.page.getByRole('complementary', { name: 'Upgrade to Friend' });

/** The settings Membership tab, hydrated, once the membership status answered (the upsell reads it too). */
async function openMembershipSettings() {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}/me/settings/membership`);
  await waitForHydration(page);
  await page
    .locator('#membership')
    .getByText(/^(Next payment on|Your membership ends on) /)
    .waitFor();
}

test('the settings Friend upsell is for a Member who can switch plan, and stays away once dismissed', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, readers.vera, '/');
  await payMonthly(page, runtime, ids.vera!);

  await openMembershipSettings();
  await upsell().waitFor();
  await upsell().getByRole('button', { name: 'Dismiss' }).click();
  expect(await upsell().count()).toBe(0);

  await openMembershipSettings();
  expect(await upsell().count()).toBe(0);
}, 120_000);

test('with enable_premium_tier_plan_switch on, a switch of plan ends on its confirmation page', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, readers.vera, '/');
  await page.goto(`${runtime.url}/manage-membership`);
  await page.getByText('Friend of Folio (monthly) – $15.00 monthly').click();
  await page.getByRole('button', { name: 'Switch plan' }).click();
  await page.waitForURL((url) => url.pathname === '/manage-membership/confirmation/premium_monthly');
  await page.getByRole('heading', { name: 'Your plan will switch' }).waitFor();
  await page.getByText(/^Switching to Friend of Folio \(monthly\) on /).waitFor();
}, 90_000);

test("a monthly plan with a retention discount and no switch reads 'monthly until {date} and then'", async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, readers.wes, '/');
  await payMonthly(page, runtime, ids.wes!);
  await page.goto(`${runtime.url}/me/membership/cancel`);
  await page.getByRole('button', { name: 'Accept offer: 20% off for one year' }).click();
  await page.waitForURL((url) => url.pathname === '/manage-membership');
  const year = new Date().getUTCFullYear() + 1;
  await page
    .locator('.manage-membership__charge')
    .getByText(
      new RegExp(
        `^You'll be charged \\$4\\.00 monthly until [A-Z][a-z]{2} \\d{1,2}, ${year} and then \\$5\\.00 monthly with this payment method:$`,
      ),
    )
    .waitFor();
}, 120_000);

test('a cancelled Member gets no Friend upsell; a reactivation Stripe refuses fails in the dialog and changes nothing', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, readers.wes, '/me/membership/cancel');
  await page.getByText('It costs too much').click();
  await page.getByRole('button', { name: 'Cancel membership' }).click();
  await page.waitForURL((url) => url.pathname === '/manage-membership');
  await page.getByText(/^Your membership ends on /).waitFor();

  await openMembershipSettings();
  expect(await upsell().count()).toBe(0);

  const membership = (await runtime.data.entities.membership.get({ userId: ids.wes! }).go()).data!;
  await standIn(runtime.stripeApiBase).failNext(membership.customerId);
  await page.goto(`${runtime.url}/manage-membership`);
  await page.getByRole('link', { name: 'Reactivate membership' }).click();
  const dialog = page.locator('dialog#reactivateMembership');
  await dialog.getByText('Visa ending in 4242').waitFor();
  await dialog.getByRole('button', { name: 'Reactivate' }).click();
  await dialog.getByRole('alert').getByText("We couldn't process your request, please try again.").waitFor();

  await page.goto(`${runtime.url}/manage-membership`);
  await page.getByText(/^Your membership ends on /).waitFor();
  await page.getByRole('link', { name: 'Reactivate membership' }).waitFor();
}, 120_000);

test('with enable_group_gifting off, the gift pages offer no group gift, signed out or in', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}/gift`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Gift a membership' }).waitFor();
  expect(await page.getByRole('link', { name: 'Gift to a group' }).count()).toBe(0);

  await signInByEmail(page, runtime.url, readers.vera, '/');
  await page.goto(`${runtime.url}/group-gift`);
  await page.getByText('Group gifts are not available right now.').waitFor();
  expect(await page.getByRole('button', { name: 'Continue to payment' }).count()).toBe(0);
  await page.goto(`${runtime.url}/gift`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Gift a membership' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('link', { name: 'Gift to a group' }).count()).toBe(0);
}, 90_000);
