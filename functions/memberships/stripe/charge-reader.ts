import type Stripe from 'stripe';
import { allMembershipPlans, planByLookupKey, type MembershipPlan } from '#contract/membership-plans.ts';
import type { ChargePurchase, ChargeState } from '../payment-provider.ts';
import { toCardPaymentMethod } from './subscription-management.ts';

/** The checkout session's metadata key naming a gift order (gift memberships). */
export const giftOrderMetadataKey = 'folioGiftOrderId';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

/** A charge of a verified `charge.*` event in Folio's words; undefined for one without a customer or payment. */
export function toChargeState(charge: Stripe.Charge): ChargeState | undefined {
  const customerId = idOf(charge.customer);
  const paymentIntentId = idOf(charge.payment_intent);
  if (!customerId || !paymentIntentId) return undefined;
  const card = charge.payment_method_details?.card;
  return {
    chargeId: charge.id,
    customerId,
    paymentIntentId,
    createdAt: charge.created * 1000,
    amount: charge.amount,
    currency: charge.currency.toUpperCase(),
    status: charge.refunded ? 'REFUNDED' : charge.status === 'succeeded' ? 'PAID' : 'FAILED',
    amountRefunded: charge.amount_refunded,
    receiptNumber: charge.receipt_number ?? undefined,
    paymentMethod: card ? toCardPaymentMethod(card) : undefined,
  };
}

const sumOf = (amounts: { amount: number }[] | null) =>
  (amounts ?? []).reduce((sum, { amount }) => sum + amount, 0);

/**
 * What a charge paid for, found by its PaymentIntent (decision 146): a subscription's invoice, through
 * Stripe's InvoicePayments (one request, the invoice expanded; its line's Price named by the price
 * table's lookup keys, read once per container), else a gift order's Checkout Session (one more).
 */
export function createChargeReader(stripe: Stripe) {
  let planOfPrice: Promise<Map<string, MembershipPlan>> | undefined;
  const plansByPriceId = () => {
    planOfPrice ??= stripe.prices
      .list({ lookup_keys: allMembershipPlans().map((plan) => plan.lookupKey), limit: 100 })
      .then(
        ({ data }) =>
          new Map(
            data.flatMap((price) => {
              const plan = planByLookupKey(price.lookup_key ?? '');
              return plan ? [[price.id, plan] as const] : [];
            }),
          ),
      );
    planOfPrice.catch(() => (planOfPrice = undefined));
    return planOfPrice;
  };

  return async function chargePurchase(paymentIntentId: string): Promise<ChargePurchase | undefined> {
    const payments = await stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntentId },
      expand: ['data.invoice'],
      limit: 1,
    });
    const invoice = payments.data[0]?.invoice;
    if (invoice && typeof invoice === 'object' && !('deleted' in invoice && invoice.deleted)) {
      const paid = invoice as Stripe.Invoice;
      const priceId = idOf(paid.lines.data[0]?.pricing?.price_details?.price);
      return {
        kind: 'membership',
        plan: priceId ? (await plansByPriceId()).get(priceId) : undefined,
        subtotal: paid.subtotal,
        discount: sumOf(paid.total_discount_amounts),
      };
    }
    const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
    const session = sessions.data[0];
    const orderId = session?.metadata?.[giftOrderMetadataKey];
    if (!session || !orderId) return undefined;
    return {
      kind: 'gift',
      orderId,
      subtotal: session.amount_subtotal ?? 0,
      discount: session.total_details?.amount_discount ?? 0,
    };
  };
}
