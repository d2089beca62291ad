import { makeUser } from '#fixtures/factories.ts';
import { testCards } from '#fixtures/stripe-stand-in.ts';
import { browserSuite } from './browser.ts';
import { payMonthly } from './pay-membership.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Updating a card in Chromium (issue #14, decision 144), against the Stripe stand-in: a member goes
 * from the manage page to Stripe's card page (setup mode), a declined card is refused there, and a
 * Mastercard saved brings them back with the toast and the new card shown.
 */
const reader = 'vic@folio.example';
let readerId = '';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const vic = await makeUser(data, { username: 'vic', name: 'Vic Reads', email: reader });
    readerId = vic.id;
    await data.entities.claim.put({ kind: 'email', value: reader, ownerId: vic.id }).go();
  },
});

test('a visitor opening the card page is asked to sign in', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}/me/settings/payment/update`);
  await page.getByText('Sign in to update your payment method.').waitFor();
}, 60_000);

test('a member updates the card to a Mastercard from the manage page: the toast, then the new last four', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, reader, '/');
  await payMonthly(page, runtime, readerId);

  await page.goto(`${runtime.url}/manage-membership`);
  await page.getByText('Visa ending in 4242').waitFor();
  await page.getByRole('link', { name: 'Update payment method' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/c/pay/'));
  await page.getByRole('heading', { name: 'Update your card' }).waitFor();

  const fill = async (cardNumber: string) => {
    await page.getByLabel('Card number').fill(cardNumber);
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
  };
  await fill(testCards.declined);
  await page.getByRole('alert').getByText('Your card was declined.').waitFor();

  await fill(testCards.mastercard);
  await page.waitForURL(
    (url) => url.pathname === '/manage-membership' && url.searchParams.get('payment-updated') === '1',
  );
  await page.getByText('Your payment method has been updated successfully.').waitFor();
  await page.getByText('Mastercard ending in 4444').waitFor();
  expect(await page.getByText('Visa ending in 4242').count()).toBe(0);
}, 180_000);
