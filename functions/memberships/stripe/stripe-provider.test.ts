import Stripe from 'stripe';
import { WebhookRefused } from '../payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** Signature checks need no network: the SDK's own signing (Stripe's scheme) against the adapter. */
const webhookSecret = 'whsec_test_secret';
const provider = createStripeProvider({ apiKey: 'sk_test_unit', webhookSecret: () => webhookSecret });
const signer = new Stripe('sk_test_unit').webhooks;

const event = (type: string, object: Record<string, unknown>) =>
  JSON.stringify({ id: 'evt_Ab1', object: 'event', created: 1_700_000_000, type, data: { object } });
const signed = (payload: string, secret = webhookSecret, timestamp?: number) =>
  signer.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

test('a signed subscription event reads as a subscription change, by event id and time', async () => {
  const payload = event('customer.subscription.updated', {
    id: 'sub_Xy',
    object: 'subscription',
    customer: 'cus_Zz',
  });
  expect(await provider.parseWebhook(payload, signed(payload))).toEqual({
    kind: 'subscription-changed',
    eventId: 'evt_Ab1',
    type: 'customer.subscription.updated',
    occurredAt: 1_700_000_000,
    customerId: 'cus_Zz',
    subscriptionId: 'sub_Xy',
  });
});

test('checkout and invoice events name the customer; other types are ignored', async () => {
  const completed = event('checkout.session.completed', {
    mode: 'subscription',
    customer: 'cus_Zz',
    subscription: 'sub_Xy',
  });
  expect(await provider.parseWebhook(completed, signed(completed))).toMatchObject({
    kind: 'subscription-changed',
    subscriptionId: 'sub_Xy',
  });
  const failed = event('invoice.payment_failed', { customer: 'cus_Zz' });
  expect(await provider.parseWebhook(failed, signed(failed))).toMatchObject({
    kind: 'payment-failed',
    customerId: 'cus_Zz',
  });
  const paid = event('invoice.paid', { customer: { id: 'cus_Zz' } });
  expect(await provider.parseWebhook(paid, signed(paid))).toMatchObject({
    kind: 'payment-succeeded',
    customerId: 'cus_Zz',
  });
  const other = event('payment_intent.created', { id: 'pi_1', customer: 'cus_Zz' });
  expect(await provider.parseWebhook(other, signed(other))).toMatchObject({ kind: 'ignored' });
});

test('a missing, forged, tampered or old signature is refused', async () => {
  const payload = event('customer.subscription.deleted', { id: 'sub_Xy', customer: 'cus_Zz' });
  await expect(provider.parseWebhook(payload, undefined)).rejects.toThrow(WebhookRefused);
  await expect(provider.parseWebhook(payload, signed(payload, 'whsec_someone_else'))).rejects.toThrow(
    WebhookRefused,
  );
  await expect(provider.parseWebhook(payload.replace('cus_Zz', 'cus_Me'), signed(payload))).rejects.toThrow(
    WebhookRefused,
  );
  const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
  await expect(provider.parseWebhook(payload, signed(payload, webhookSecret, anHourAgo))).rejects.toThrow(
    WebhookRefused,
  );
});

test('a paid payment-mode checkout naming a gift order reads as gift-paid; unpaid or unnamed ones are ignored', async () => {
  const session = {
    mode: 'payment',
    payment_status: 'paid',
    customer: 'cus_Zz',
    amount_total: 3000,
    currency: 'cad',
    metadata: { folioGiftOrderId: 'order-1' },
  };
  const paid = event('checkout.session.completed', session);
  expect(await provider.parseWebhook(paid, signed(paid))).toEqual({
    kind: 'gift-paid',
    eventId: 'evt_Ab1',
    type: 'checkout.session.completed',
    occurredAt: 1_700_000_000,
    customerId: 'cus_Zz',
    orderId: 'order-1',
    amountPaid: 3000,
    currency: 'CAD',
  });
  const unpaid = event('checkout.session.completed', { ...session, payment_status: 'unpaid' });
  expect(await provider.parseWebhook(unpaid, signed(unpaid))).toMatchObject({ kind: 'ignored' });
  const unnamed = event('checkout.session.completed', { ...session, metadata: {} });
  expect(await provider.parseWebhook(unnamed, signed(unnamed))).toMatchObject({ kind: 'ignored' });
});

test('a charge event reads as a charge change: amount, status, card and receipt number in Folio’s words', async () => {
  const charge = {
    id: 'ch_1',
    object: 'charge',
    customer: 'cus_Zz',
    payment_intent: 'pi_1',
    created: 1_700_000_000,
    amount: 5000,
    amount_refunded: 5000,
    currency: 'cad',
    status: 'succeeded',
    refunded: true,
    receipt_number: '1234-5678',
    payment_method_details: {
      type: 'card',
      card: { brand: 'amex', last4: '0005', exp_month: 4, exp_year: 2031, wallet: null },
    },
  };
  const refunded = event('charge.refunded', charge);
  expect(await provider.parseWebhook(refunded, signed(refunded))).toEqual({
    kind: 'charge-changed',
    eventId: 'evt_Ab1',
    type: 'charge.refunded',
    occurredAt: 1_700_000_000,
    customerId: 'cus_Zz',
    charge: {
      chargeId: 'ch_1',
      customerId: 'cus_Zz',
      paymentIntentId: 'pi_1',
      createdAt: 1_700_000_000_000,
      amount: 5000,
      currency: 'CAD',
      status: 'REFUNDED',
      amountRefunded: 5000,
      receiptNumber: '1234-5678',
      paymentMethod: {
        kind: 'CreditCard',
        cardType: 'Amex',
        expirationMonth: 4,
        expirationYear: 2031,
        lastFour: '0005',
      },
    },
  });
  const declined = event('charge.failed', {
    ...charge,
    status: 'failed',
    refunded: false,
    receipt_number: null,
  });
  expect(await provider.parseWebhook(declined, signed(declined))).toMatchObject({
    charge: { status: 'FAILED', receiptNumber: undefined },
  });
  const orphan = event('charge.succeeded', { ...charge, customer: null });
  expect(await provider.parseWebhook(orphan, signed(orphan))).toMatchObject({ kind: 'ignored' });
});
