import type { Page } from 'playwright-core';
import type { TestRuntime } from '#fixtures/runtime.ts';
import { standIn, testCards, type TestClock } from '#fixtures/stripe-stand-in.ts';

/**
 * What the plans page does, for a signed-in page: the API names a plan (monthly Member), then the reader
 * pays with 4242 on the Stripe stand-in's page — her customer on a test clock of her own (decision 148),
 * which the caller may advance.
 */
export async function payMonthly(page: Page, runtime: TestRuntime, userId: string): Promise<TestClock> {
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
  const stripe = standIn(runtime.stripeApiBase);
  const membership = await runtime.data.entities.membership.get({ userId }).go();
  const clock = await stripe.clockFor(membership.data!.customerId);
  expect((await stripe.pay(url, testCards.succeeds)).status).toBe(303);
  return clock;
}
