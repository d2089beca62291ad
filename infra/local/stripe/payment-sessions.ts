import { newId, type StandInState, type StripeObject } from './state.ts';

type Params = Record<string, unknown>;

/** One line of a payment-mode session, as Stripe's `line_items[][price_data]` names it. */
export interface PaymentLine {
  name: string;
  currency: string;
  unitAmount: number;
  quantity: number;
}

interface PriceData {
  currency?: string;
  unit_amount?: string;
  product_data?: { name?: string };
}

/** The line of `line_items[0]` with inline `price_data` (a one-off price: no Price object is made). */
function lineOf(params: Params): PaymentLine | string {
  const item = (params.line_items as { price_data?: PriceData; quantity?: string }[] | undefined)?.[0];
  const data = item?.price_data;
  const unitAmount = Number(data?.unit_amount);
  const quantity = Number(item?.quantity ?? 1);
  if (!data?.currency || !Number.isInteger(unitAmount) || unitAmount <= 0)
    return 'line_items[0][price_data] needs currency and a positive unit_amount.';
  if (!data.product_data?.name) return 'line_items[0][price_data][product_data][name] is required.';
  if (!Number.isInteger(quantity) || quantity < 1) return 'line_items[0][quantity] must be at least 1.';
  return { name: data.product_data.name, currency: data.currency.toLowerCase(), unitAmount, quantity };
}

/**
 * `POST /v1/checkout/sessions` with `mode=payment` (gift memberships): one line with inline
 * `price_data`, paid once; the session carries `amount_total`, `currency` and `metadata` as Stripe's
 * does, and `checkout.session.completed` reports it paid (billing.ts completePayment).
 */
export function createPaymentSession(
  state: StandInState,
  params: Params,
  customer: StripeObject,
  url: (sessionId: string) => string,
): { status: number; body: unknown } {
  const line = lineOf(params);
  if (typeof line === 'string')
    return { status: 400, body: { error: { type: 'invalid_request_error', message: line } } };
  const id = newId('checkout.session');
  const session = state.put({
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    customer: customer.id,
    client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
    success_url: params.success_url,
    cancel_url: params.cancel_url,
    currency: line.currency,
    amount_subtotal: line.unitAmount * line.quantity,
    amount_total: line.unitAmount * line.quantity,
    metadata: (params.metadata as Record<string, string> | undefined) ?? {},
    payment_intent: null,
    subscription: null,
    created: state.nowSeconds(customer.id),
    expires_at: state.nowSeconds(customer.id) + 24 * 3600,
    url: url(id),
    _line: line,
  });
  const view = Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith('_')));
  return { status: 200, body: view };
}
