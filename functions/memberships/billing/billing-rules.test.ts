import { membershipPlan } from '#contract/membership-plans.ts';
import type { ChargeState } from '../payment-provider.ts';
import { chargeItem, productKindOf } from './billing-rules.ts';

const paid: ChargeState = {
  chargeId: 'ch_1',
  customerId: 'cus_1',
  paymentIntentId: 'pi_1',
  createdAt: 1_700_000_000_000,
  amount: 400,
  currency: 'USD',
  status: 'PAID',
  amountRefunded: 0,
  receiptNumber: '1234-5678',
  paymentMethod: { kind: 'CreditCard', cardType: 'Visa', lastFour: '4242' },
};
const membership = (cadence: Parameters<typeof membershipPlan>[0]) =>
  ({ kind: 'membership', plan: membershipPlan(cadence, 'USD'), subtotal: 500, discount: 100 }) as const;

describe('productKindOf', () => {
  it.each([
    ['MONTHLY', 'MONTHLY'],
    ['YEARLY', 'ANNUAL'],
    ['PREMIUM_MONTHLY', 'PREMIUM_MONTHLY'],
    ['PREMIUM_YEARLY', 'PREMIUM_ANNUAL'],
  ] as const)('names a %s plan’s payment %s (spec 3 §3)', (cadence, kind) => {
    expect(productKindOf(membership(cadence), undefined)).toBe(kind);
  });

  it('names a gift order’s payment by the order’s kind, and none when the order is not the payer’s', () => {
    const gift = { kind: 'gift', orderId: 'o1', subtotal: 1500, discount: 0 } as const;
    expect(productKindOf(gift, 'GROUP_GIFT')).toBe('GROUP_GIFT');
    expect(productKindOf(gift, undefined)).toBeUndefined();
  });

  it('names nothing for a price outside the table or a payment of no purchase', () => {
    expect(productKindOf({ kind: 'membership', plan: undefined, subtotal: 1, discount: 0 }, undefined)).toBe(
      undefined,
    );
    expect(productKindOf(undefined, 'GIFT')).toBeUndefined();
  });
});

describe('chargeItem', () => {
  const input = {
    provider: 'STRIPE' as const,
    userId: 'u1',
    purchase: membership('MONTHLY'),
    productKind: 'MONTHLY' as const,
    stateAt: 1_700_000_001,
    now: 1_700_000_002_000,
  };

  it('keeps the charge with its purchase’s price and discount', () => {
    expect(chargeItem({ ...input, charge: paid })).toEqual({
      provider: 'STRIPE',
      chargeId: 'ch_1',
      userId: 'u1',
      createdAt: 1_700_000_000_000,
      productKind: 'MONTHLY',
      status: 'PAID',
      currency: 'USD',
      subtotal: 500,
      discount: 100,
      amount: 400,
      amountRefunded: 0,
      receiptNumber: '1234-5678',
      paymentMethod: { kind: 'CreditCard', cardType: 'Visa', lastFour: '4242' },
      stateAt: 1_700_000_001,
      updatedAt: 1_700_000_002_000,
    });
  });

  it('keeps a gift order’s id, and no receipt number for a declined charge', () => {
    const declined = { ...paid, status: 'FAILED' as const, receiptNumber: undefined };
    const gift = { kind: 'gift', orderId: 'o1', subtotal: 400, discount: 0 } as const;
    const item = chargeItem({ ...input, charge: declined, purchase: gift, productKind: 'GIFT' });
    expect(item).toMatchObject({ giftOrderId: 'o1', status: 'FAILED' });
    expect(item).not.toHaveProperty('receiptNumber');
  });

  it('keeps nothing in a currency outside the price table', () => {
    expect(chargeItem({ ...input, charge: { ...paid, currency: 'EUR' } })).toBeUndefined();
  });
});
