import type { OutboxEntry } from '#local/outbox.ts';
import { eventually } from '#fixtures/eventually.ts';
import { makeUser } from '#fixtures/factories.ts';
import { testCards } from '#fixtures/stripe-stand-in.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Gift memberships in Chromium (issue #14): a buyer chooses a gift on /gift-plans, pays with 4242 on
 * the Stripe stand-in's page and is thanked; the recipient, signed in on another account, opens the
 * e-mailed link (read from the local outbox), redeems the code, and redeeming it again is ALREADY_USED.
 */
const buyer = 'gina@folio.example';
const recipient = 'remy@folio.example';

const suite = browserSuite({
  prepare: async ({ data }) => {
    for (const [username, name, email] of [
      ['gina', 'Gina Giver', buyer],
      ['remy', 'Remy Reader', recipient],
    ] as const) {
      const user = await makeUser(data, { username, name, email });
      await data.entities.claim.put({ kind: 'email', value: email, ownerId: user.id }).go();
    }
  },
});

test('buy a gift with 4242, redeem it from another account, then redeem it twice: ALREADY_USED', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, buyer, '/');
  await page.goto(`${runtime.url}/gift-plans`);
  await waitForHydration(page);
  await page.getByLabel('Length').selectOption('3');
  await page.getByLabel("Recipient's e-mail").fill(recipient);
  await page.getByText('Total: $15.00').waitFor();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await page.waitForURL((url) => url.href.startsWith(`${runtime.stripeApiBase}/c/pay/`));
  await page.getByRole('heading', { name: 'Folio Member, 3 months (gift)' }).waitFor();
  await page.getByText('$15.00').waitFor();
  await page.getByLabel('Card number').fill(testCards.succeeds);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL((url) => url.pathname === '/gift-plans' && url.searchParams.get('purchased') === '1');
  await page.getByText('Thank you! Your gift is on its way').waitFor();

  const [mail] = await eventually(
    async () =>
      ((await (await fetch(`${runtime.url}/_/dev/mailbox.json`)).json()) as OutboxEntry[]).filter(
        (entry) => entry.to === recipient && entry.subject === 'Gina Giver gave you a Folio membership',
      ),
    (mails) => mails.length > 0,
  );
  const link = /http:\/\/\S+\/gift\?giftCode=\S+&giftType=29/.exec(mail!.text)![0];

  await page.context().clearCookies();
  await signInByEmail(page, runtime.url, recipient, '/');
  await page.goto(link);
  await waitForHydration(page);
  await page.getByText('A gift of 3 months as a Folio Member.').waitFor();
  // enable_group_gifting is on (its default): the viewer's hasGroupGiftingEnabled shows the group gift link.
  await page.getByRole('link', { name: 'Gift to a group' }).waitFor();
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await page.getByText('Your gift is redeemed: you are a Folio Member until').waitFor();

  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await page.getByText('This gift code has already been used.').waitFor();
}, 90_000);
