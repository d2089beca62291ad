import {
  membershipCurrencies,
  type MembershipCurrency,
  type PlanCadence,
} from '#contract/membership-plans.ts';
import type { ChargeProductKind } from '#shared/data/entities/charge.ts';
import type { PaymentProviderName } from '#shared/data/entities/membership.ts';
import type { ChargePurchase, ChargeState } from '../payment-provider.ts';
import type { ChargeItem } from './billing-repository.ts';

/** Spec 3 §3 product kinds of a membership's payments, by the plan's cadence. */
const kindOfCadence: Record<PlanCadence, ChargeProductKind> = {
  MONTHLY: 'MONTHLY',
  YEARLY: 'ANNUAL',
  PREMIUM_MONTHLY: 'PREMIUM_MONTHLY',
  PREMIUM_YEARLY: 'PREMIUM_ANNUAL',
};

/** A gift order's kind, as its buyer's charge is named. */
export type GiftKind = 'GIFT' | 'GROUP_GIFT';

const isCurrency = (currency: string): currency is MembershipCurrency =>
  (membershipCurrencies as readonly string[]).includes(currency);

/**
 * The product a charge paid for: a membership plan's kind, or the gift order's; undefined for a charge
 * that is none of Folio's purchases (a price outside the table, a gift order not the payer's).
 */
export function productKindOf(
  purchase: ChargePurchase | undefined,
  giftKind: GiftKind | undefined,
): ChargeProductKind | undefined {
  if (purchase?.kind === 'membership') return purchase.plan && kindOfCadence[purchase.plan.cadence];
  return purchase?.kind === 'gift' ? giftKind : undefined;
}

/** The charge item a verified event writes (every field from the provider's charge and purchase). */
export function chargeItem(input: {
  provider: PaymentProviderName;
  userId: string;
  charge: ChargeState;
  purchase: ChargePurchase;
  productKind: ChargeProductKind;
  stateAt: number;
  now: number;
}): ChargeItem | undefined {
  const { charge, purchase } = input;
  if (!isCurrency(charge.currency)) return undefined;
  return {
    provider: input.provider,
    chargeId: charge.chargeId,
    userId: input.userId,
    createdAt: charge.createdAt,
    productKind: input.productKind,
    status: charge.status,
    currency: charge.currency,
    subtotal: purchase.subtotal,
    discount: purchase.discount,
    amount: charge.amount,
    amountRefunded: charge.amountRefunded,
    ...(charge.receiptNumber ? { receiptNumber: charge.receiptNumber } : {}),
    ...(charge.paymentMethod ? { paymentMethod: charge.paymentMethod } : {}),
    ...(purchase.kind === 'gift' ? { giftOrderId: purchase.orderId } : {}),
    stateAt: input.stateAt,
    updatedAt: input.now,
  };
}
