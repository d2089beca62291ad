import Stripe from 'stripe';
import type { PaymentProvider } from '../payment-provider.ts';

/** The SetupIntent's metadata key naming the subscription a new card is for (Stripe's documented way). */
const subscriptionMetadataKey = 'folioSubscriptionId';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

/**
 * Updating a card as Stripe documents it for Checkout (docs.stripe.com/payments/checkout/subscriptions/
 * update-payment-details): a setup-mode session saves the card through a SetupIntent naming the
 * subscription; once it completes, the card becomes the subscription's and the customer's default
 * payment method, and an open invoice of a past_due subscription (a failed renewal) is paid with it.
 */
export function createCardUpdater(
  stripe: Stripe,
): Pick<PaymentProvider, 'createCardUpdate' | 'useSavedCard'> {
  /** A failed renewal's open invoice (expanded) paid with the new card; a refused card leaves it past_due. */
  async function payOverdue(subscription: Stripe.Subscription, paymentMethodId: string) {
    const invoice = subscription.latest_invoice;
    if (subscription.status !== 'past_due' || typeof invoice !== 'object' || invoice?.status !== 'open')
      return;
    try {
      await stripe.invoices.pay(invoice.id, { payment_method: paymentMethodId });
    } catch (error) {
      // Stripe sends invoice.payment_failed: the membership's failures count it, as a renewal's.
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
    }
  }

  return {
    async createCardUpdate({ userId, customerId, subscriptionId, currency, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        customer: customerId,
        client_reference_id: userId,
        currency: currency.toLowerCase(),
        setup_intent_data: { metadata: { [subscriptionMetadataKey]: subscriptionId, folioUserId: userId } },
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return session.url;
    },

    async useSavedCard(setupId, customerId) {
      const setup = await stripe.setupIntents.retrieve(setupId);
      const subscriptionId = setup.metadata?.[subscriptionMetadataKey];
      const paymentMethodId = idOf(setup.payment_method);
      if (setup.status !== 'succeeded' || idOf(setup.customer) !== customerId) return undefined;
      if (!subscriptionId || !paymentMethodId) return undefined;
      const method = await stripe.paymentMethods.retrieve(paymentMethodId);
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      if (idOf(method.customer) !== customerId || idOf(subscription.customer) !== customerId)
        return undefined;
      await stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: paymentMethodId },
      });
      const updated = await stripe.subscriptions.update(subscriptionId, {
        default_payment_method: paymentMethodId,
        expand: ['latest_invoice'],
      });
      await payOverdue(updated, paymentMethodId);
      return subscriptionId;
    },
  };
}
