/** HTML-escaped text for the page. */
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;background:#f6f9fc;color:#1a1f36;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:48px 16px;padding:32px;border-radius:8px;box-shadow:0 2px 8px #0002;width:100%;max-width:420px}
label{display:block;margin-top:16px;font-size:14px;color:#3c4257}
input{box-sizing:border-box;width:100%;padding:10px;border:1px solid #cfd7df;border-radius:6px;font:inherit}
button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:6px;background:#1a7f37;color:#fff;font:inherit;cursor:pointer}
button.secondary{background:#fff;color:#1a1f36;border:1px solid #cfd7df;margin-top:12px}
.error{color:#df1b41;margin-top:16px}.note{font-size:13px;color:#697386}
</style></head><body><main>${body}</main></body></html>`;

export interface CheckoutView {
  sessionId: string;
  planName: string;
  /** What is paid now (a coupon's first payment lowered), and on every renewal. */
  amount: number;
  regularAmount: number;
  currency: string;
  /** `month` or `year` for a subscription; absent for a one-off payment (gifts), paid once. */
  interval?: string;
  /** How many of the item a one-off payment buys (gifts: one per recipient); `amount` is the total. */
  quantity?: number;
  cancelUrl: string;
  error?: string;
  /** What the person typed, kept after an error (never the number of a declined card's CVC). */
  values?: { number?: string; expiry?: string };
}

/** How the price is paid: once (a gift), every period, or lowered for the first period (an offer). */
function priceTerms({ amount, regularAmount, currency, interval }: CheckoutView): string {
  if (!interval) return 'paid once';
  if (amount === regularAmount) return `per ${escape(interval)}`;
  return `for the first ${escape(interval)}, then ${money(regularAmount, currency)} per ${escape(interval)}`;
}

/** The card form (number, expiry, CVC), the error beside it, and its button. */
const cardForm = (
  sessionId: string,
  submit: string,
  error: string | undefined,
  values: { number?: string; expiry?: string },
) => `<form method="post" action="/c/pay/${escape(sessionId)}">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" value="${escape(values.number ?? '')}" required>
<label for="cardExpiry">Expiry (MM / YY)</label>
<input id="cardExpiry" name="cardExpiry" autocomplete="cc-exp" placeholder="MM / YY" value="${escape(values.expiry ?? '')}" required>
<label for="cardCvc">CVC</label>
<input id="cardCvc" name="cardCvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<button type="submit">${escape(submit)}</button>
</form>`;

const testCardsNote =
  '<p class="note">Test cards: 4242 4242 4242 4242 pays; 5555 5555 5555 4444 is a Mastercard; 4000 0000 0000 0002 is declined; 4000 0000 0000 0341 fails on renewal; 4000 0027 6000 3184 asks for 3D Secure.</p>';

/**
 * The stand-in's payment page (Stripe Checkout's part that matters here): the plan and price, a card
 * form a person (or a browser test) fills in, the error beside it, and a way back.
 */
export function checkoutPage(view: CheckoutView): string {
  const { sessionId, error, values = {} } = view;
  return page(
    'Pay Folio',
    `<p class="note">Folio — Stripe test mode (local stand-in)</p>
<h1>${escape(view.planName)}${view.quantity && view.quantity > 1 ? ` × ${view.quantity}` : ''}</h1>
<p><strong data-testid="price">${money(view.amount, view.currency)}</strong> ${priceTerms(view)}</p>
${cardForm(sessionId, view.interval ? 'Subscribe' : 'Pay', error, values)}
${testCardsNote}
<p><a href="${escape(view.cancelUrl)}">← Back to Folio</a></p>`,
  );
}

/** A setup-mode session's page (updating a card): the card form, nothing charged now. */
export function setupPage(view: {
  sessionId: string;
  cancelUrl: string;
  error?: string;
  values?: { number?: string; expiry?: string };
}): string {
  return page(
    'Update your card',
    `<p class="note">Folio — Stripe test mode (local stand-in)</p>
<h1>Update your card</h1>
<p>Your membership's next payments are charged to this card.</p>
${cardForm(view.sessionId, 'Save card', view.error, view.values ?? {})}
${testCardsNote}
<p><a href="${escape(view.cancelUrl)}">← Back to Folio</a></p>`,
  );
}

/** 3D Secure's challenge, as a test card's issuer shows it: complete or fail. */
export function authenticationPage(sessionId: string): string {
  return page(
    '3D Secure authentication',
    `<h1>3D Secure authentication</h1>
<p>Your bank asks you to confirm this payment (test mode).</p>
<form method="post" action="/c/pay/${escape(sessionId)}/authenticate">
<button type="submit" name="result" value="complete">Complete authentication</button>
<button type="submit" name="result" value="fail" class="secondary">Fail authentication</button>
</form>`,
  );
}
