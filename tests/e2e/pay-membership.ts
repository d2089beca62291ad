import type { Page } from 'playwright-core';
import { standIn, testCards } from '#fixtures/stripe-stand-in.ts';

/**
 * What the plans page does, for a signed-in page: the API names a plan (monthly Member), then the reader
 * pays with 4242 on the Stripe stand-in's page.
 */
export async function payMonthly(page: Page, stripeApiBase: string) {
  const url = await page.evaluate(async () => {
    const xsrf = /(?:^|; )folio_xsrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
      body: JSON.stringify({
        query:
          'mutation { startMembershipCheckout(planId: MONTHLY, currency: USD) { ... on MembershipCheckout { url } } }',
      }),
    });
    return ((await response.json()) as { data: { startMembershipCheckout: { url: string } } }).data
      .startMembershipCheckout.url;
  });
  expect((await standIn(stripeApiBase).pay(url, testCards.succeeds)).status).toBe(303);
}
