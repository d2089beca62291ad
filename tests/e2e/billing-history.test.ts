import { makeUser } from '#fixtures/factories.ts';
import { browserSuite } from './browser.ts';
import { payMonthly } from './pay-membership.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Billing history and receipts in Chromium (issue #14, decision 146), against the Stripe stand-in: a
 * member pays, the test clock passes one renewal, Settings → Membership lists both charges, a receipt
 * shows its amount and card; another reader gets the 404 page at the same address.
 */
const member = 'vera@folio.example';
const other = 'walt@folio.example';
const ids: Record<string, string> = {};

const suite = browserSuite({
  prepare: async ({ data }) => {
    for (const [username, email] of [
      ['vera', member],
      ['walt', other],
    ] as const) {
      const user = await makeUser(data, { username, name: username, email });
      ids[username] = user.id;
      await data.entities.claim.put({ kind: 'email', value: email, ownerId: user.id }).go();
    }
  },
});

let receiptPath = '';

test('a member sees a payment and its renewal in Settings → Membership, and opens a receipt', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, member, '/');
  const clock = await payMonthly(page, runtime, ids.vera!);
  await clock.advance(32);

  await page.goto(`${runtime.url}/me/settings/membership`);
  const history = page.locator('#billingHistory');
  await history.getByRole('heading', { name: 'Billing history' }).waitFor();
  const rows = history.locator('tbody tr');
  await rows.nth(1).waitFor();
  expect(await rows.count()).toBe(2);
  for (const row of await rows.all()) {
    expect(await row.textContent()).toContain('Folio Member (monthly)');
    expect(await row.textContent()).toContain('$5.00');
  }

  await rows.first().getByRole('link', { name: 'Receipt' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/me/billing-history/receipt/ch_'));
  receiptPath = new URL(page.url()).pathname;
  const receipt = page.locator('.receipt');
  await receipt.getByText(/^Receipt #\d{4}-\d{4}$/).waitFor();
  await receipt.getByText('Visa ending in 4242').waitFor();
  expect(await receipt.locator('.receipt__total').textContent()).toContain('$5.00');
  await receipt.getByRole('button', { name: 'Print' }).waitFor();
  expect(await page.locator('.layout--basic').count()).toBe(1);
  // Printed, the receipt alone: no button, no header.
  await page.emulateMedia({ media: 'print' });
  expect(await receipt.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
  expect(await page.locator('.layout > .header').isVisible()).toBe(false);
  expect(await receipt.getByText('Visa ending in 4242').isVisible()).toBe(true);
  await page.emulateMedia({ media: 'screen' });

  // Opened directly, the server renders it, never cached and never indexed.
  const direct = await page.goto(`${runtime.url}${receiptPath}`);
  expect(direct?.status()).toBe(200);
  expect(direct?.headers()['cache-control']).toMatch(/no-store|private/);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
}, 150_000);

test('another reader opening that receipt gets the 404 page', async () => {
  const { page, runtime } = suite;
  expect(receiptPath).not.toBe('');
  await page.context().clearCookies();
  await signInByEmail(page, runtime.url, other, '/');
  const answer = await page.goto(`${runtime.url}${receiptPath}`);
  expect(answer?.status()).toBe(404);
  await page.getByText('Out of nothing, something.').waitFor();
  expect(await page.locator('.receipt').count()).toBe(0);
}, 90_000);
