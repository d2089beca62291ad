import { found, publicView, record, stripeError, text, type ApiAnswer, type Route } from './api.ts';
import { startNextPeriod } from './billing.ts';
import { cardMessages, type Card } from './cards.ts';
import { methodOf } from './saved-cards.ts';
import type { StandInState } from './state.ts';
import { expanded } from './subscriptions.ts';
import type { Webhooks } from './webhooks.ts';

type Params = Record<string, unknown>;

/**
 * The endpoints of updating a card (issue #14): reading the SetupIntent a setup-mode checkout made
 * and its PaymentMethod, the customer's `invoice_settings.default_payment_method`, and paying an open
 * invoice (a failed renewal) with the new card — with Stripe's events.
 */
export function createPaymentMethodRoutes(state: StandInState, webhooks: Webhooks): Route[] {
  function updateCustomer(params: Params, id: string): ApiAnswer {
    const customer = state.get(id);
    if (customer?.object !== 'customer') return found(undefined, 'customer', id);
    const settings = record(params.invoice_settings);
    if (settings.default_payment_method !== undefined) {
      const methodId = settings.default_payment_method;
      if (methodId && !methodOf(state, methodId, customer.id))
        return stripeError(400, `No such PaymentMethod: '${methodId}'`);
      customer.invoice_settings = { default_payment_method: methodId || null };
    }
    return { status: 200, body: publicView(state.put(customer)) };
  }

  async function payInvoice(params: Params, id: string): Promise<ApiAnswer> {
    const invoice = state.get(id);
    if (invoice?.object !== 'invoice') return found(undefined, 'invoice', id);
    if (invoice.status !== 'open') return stripeError(400, `Invoice is already ${String(invoice.status)}.`);
    const details = (invoice.parent as { subscription_details?: { subscription?: string } } | null)
      ?.subscription_details;
    const subscription = state.get(details?.subscription ?? '');
    const methodId = text(params.payment_method) ?? String(subscription?.default_payment_method ?? '');
    const method = methodOf(state, methodId, invoice.customer);
    if (!method) return stripeError(400, `No such PaymentMethod: '${methodId}'`);
    const customer = invoice.customer as string;
    const card = method._card as Card | undefined;
    invoice.attempt_count = Number(invoice.attempt_count ?? 0) + 1;
    // A saved card is charged without the person: 3184 needs no new authentication (Stripe's rule).
    if (card?.behaviour === 'declined' || card?.behaviour === 'fails-on-renewal') {
      state.put(invoice);
      await webhooks.emit('invoice.payment_failed', invoice, customer);
      return {
        status: 402,
        body: { error: { type: 'card_error', code: 'card_declined', message: cardMessages.declined } },
      };
    }
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
    state.put(invoice);
    await webhooks.emit('invoice.paid', invoice, customer);
    if (subscription?.status === 'past_due') {
      // The renewal that failed is paid now: its period begins, as a paid renewal's does (billing.ts).
      const item = (subscription.items as { data: Record<string, unknown>[] }).data[0]!;
      startNextPeriod(item, state.data.billing[subscription.id]!.interval);
      subscription.status = 'active';
      state.put(subscription);
      await webhooks.emit('customer.subscription.updated', subscription, customer);
    }
    return { status: 200, body: publicView(invoice) };
  }

  return [
    [
      'GET',
      /^\/v1\/payment_methods\/([\w-]+)$/,
      (_, [, id = '']) => found(state.get(id), 'payment_method', id),
    ],
    [
      'GET',
      /^\/v1\/setup_intents\/([\w-]+)$/,
      (params, [, id = '']) => {
        const intent = state.get(id);
        return intent?.object === 'setup_intent'
          ? { status: 200, body: expanded(state, intent, params.expand) }
          : found(undefined, 'setup_intent', id);
      },
    ],
    ['POST', /^\/v1\/customers\/([\w-]+)$/, (params, [, id = '']) => updateCustomer(params, id)],
    ['POST', /^\/v1\/invoices\/([\w-]+)\/pay$/, (params, [, id = '']) => payInvoice(params, id)],
  ];
}
