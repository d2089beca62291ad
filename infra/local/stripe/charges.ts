import { randomInt } from 'node:crypto';
import { found, publicView, record, stripeError, text, type Route } from './api.ts';
import type { Card } from './cards.ts';
import { newId, type StandInState, type StripeObject } from './state.ts';
import { expanded } from './subscriptions.ts';
import type { Webhooks } from './webhooks.ts';

/** One payment attempt: who pays, how much, with which card, and whether the card pays. */
export interface PaymentAttempt {
  customer: string;
  amount: number;
  currency: string;
  card: Card;
  paid: boolean;
  description: string;
}

/** A receipt number in Stripe's style (`1234-5678`): only a paid charge has one. */
const receiptNumber = () => `${randomInt(1000, 10_000)}-${randomInt(1000, 10_000)}`;

const dataPaths = (paths: unknown) =>
  (Array.isArray(paths) ? paths : []).map((path) => String(path).replace(/^data\./, ''));

const list = (url: string, data: unknown[]) => ({
  status: 200,
  body: { object: 'list', url, has_more: false, data },
});

/**
 * Charges as Stripe makes them for Folio's payments (decision 146): every payment is a PaymentIntent
 * and its Charge (`payment_method_details.card`, `receipt_number`, `refunded`), announced by
 * `charge.succeeded` or `charge.failed`; an invoice names its PaymentIntent in `payments` (Stripe's
 * InvoicePayments); a refund (`POST /v1/refunds`) sends `charge.refunded`.
 */
export function createCharges(state: StandInState, webhooks: Webhooks) {
  /** A PaymentIntent and its Charge, paid or declined by the card. */
  function attempt({ customer, amount, currency, card, paid, description }: PaymentAttempt): StripeObject {
    const created = state.nowSeconds(customer);
    const paymentIntent = newId('payment_intent');
    const charge = newId('charge');
    state.put({
      id: paymentIntent,
      object: 'payment_intent',
      amount,
      currency,
      customer,
      description,
      status: paid ? 'succeeded' : 'requires_payment_method',
      latest_charge: charge,
      created,
    });
    return state.put({
      id: charge,
      object: 'charge',
      amount,
      amount_captured: paid ? amount : 0,
      amount_refunded: 0,
      currency,
      customer,
      created,
      description,
      status: paid ? 'succeeded' : 'failed',
      paid,
      captured: paid,
      refunded: false,
      failure_code: paid ? null : 'card_declined',
      failure_message: paid ? null : 'Your card was declined.',
      payment_intent: paymentIntent,
      payment_method_details: {
        type: 'card',
        card: {
          brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          wallet: null,
        },
      },
      receipt_number: paid ? receiptNumber() : null,
      metadata: {},
    });
  }

  /** What an invoice holds of its price and its payment: totals, its one line, and `payments`. */
  function invoiceDetails(invoiceId: string, price: StripeObject, amount: number, charge: StripeObject) {
    const subtotal = price.unit_amount as number;
    const paid = charge.status === 'succeeded';
    return {
      subtotal,
      total: amount,
      total_discount_amounts: subtotal > amount ? [{ amount: subtotal - amount, discount: null }] : [],
      lines: {
        object: 'list',
        data: [
          {
            id: newId('line_item'),
            object: 'line_item',
            amount: subtotal,
            currency: price.currency,
            quantity: 1,
            pricing: {
              type: 'price_details',
              price_details: { price: price.id, product: price.product },
            },
          },
        ],
      },
      payments: {
        object: 'list',
        data: [
          {
            id: newId('invoice_payment'),
            object: 'invoice_payment',
            invoice: invoiceId,
            amount_paid: paid ? amount : null,
            amount_requested: amount,
            currency: charge.currency,
            is_default: true,
            status: paid ? 'paid' : 'open',
            payment: { type: 'payment_intent', payment_intent: charge.payment_intent },
          },
        ],
      },
    };
  }

  /** `charge.succeeded` or `charge.failed`, as Stripe sends it before the invoice's or session's event. */
  const announce = (charge: StripeObject) =>
    webhooks.emit(
      charge.status === 'succeeded' ? 'charge.succeeded' : 'charge.failed',
      charge,
      charge.customer as string,
    );

  /** The charge that paid an invoice (or failed to): its payment's PaymentIntent's latest charge. */
  function chargeOfInvoice(invoice: StripeObject): StripeObject {
    const [payment] = (invoice.payments as { data: { payment: { payment_intent: string } }[] }).data;
    const paymentIntent = state.get(payment!.payment.payment_intent)!;
    return state.get(paymentIntent.latest_charge as string)!;
  }

  const routes: Route[] = [
    ['GET', /^\/v1\/charges\/([\w-]+)$/, (_, [, id = '']) => found(state.get(id), 'charge', id)],
    [
      'GET',
      /^\/v1\/invoice_payments$/,
      (params) => {
        const payment = record(params.payment);
        const payments = state
          .all('invoice')
          .flatMap((invoice) => (record(invoice.payments) as unknown as { data?: StripeObject[] }).data ?? [])
          .filter((held) => record(held.payment).payment_intent === payment.payment_intent)
          // The list's `expand[]` names `data.invoice`: each payment expands `invoice`.
          .map((held) => expanded(state, held, dataPaths(params.expand)));
        return list('/v1/invoice_payments', payments);
      },
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions$/,
      (params) => {
        const paymentIntent = text(params.payment_intent);
        const sessions = state
          .all('checkout.session')
          .filter((session) => !paymentIntent || session.payment_intent === paymentIntent);
        return list('/v1/checkout/sessions', sessions.map(publicView));
      },
    ],
    [
      'POST',
      /^\/v1\/refunds$/,
      async (params) => {
        const charge = state.get(text(params.charge) ?? '');
        if (charge?.object !== 'charge' || charge.status !== 'succeeded')
          return stripeError(400, `No such charge: '${text(params.charge)}'`);
        const left = (charge.amount as number) - (charge.amount_refunded as number);
        const amount = params.amount === undefined ? left : Number(params.amount);
        if (!(amount > 0 && amount <= left))
          return stripeError(400, `Refund amount must be between 1 and ${left}.`);
        Object.assign(charge, {
          amount_refunded: (charge.amount_refunded as number) + amount,
          refunded: amount === left,
        });
        const refund = state.put({
          id: newId('refund'),
          object: 'refund',
          amount,
          charge: charge.id,
          payment_intent: charge.payment_intent,
          currency: charge.currency,
          status: 'succeeded',
          created: state.nowSeconds(charge.customer as string),
        });
        await webhooks.emit('charge.refunded', charge, charge.customer as string);
        return { status: 200, body: publicView(refund) };
      },
    ],
  ];

  return { attempt, invoiceDetails, chargeOfInvoice, announce, routes };
}

export type Charges = ReturnType<typeof createCharges>;
