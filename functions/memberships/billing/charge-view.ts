import { paymentMethodView } from '../manage/status-view.ts';
import type { ChargeItem } from './billing-repository.ts';

/** Spec 3 §3 charge V2, as the API answers it (times in epoch seconds, amounts in cents). */
export const chargeView = (charge: ChargeItem) => ({
  __typename: 'ChargeV2' as const,
  id: charge.chargeId,
  createdAt: Math.floor(charge.createdAt / 1000),
  productKind: charge.productKind,
  status: charge.status,
  currency: charge.currency,
  subtotal: charge.subtotal,
  discount: charge.discount,
  amount: charge.amount,
  amountRefunded: charge.amountRefunded ?? 0,
  receiptNumber: charge.receiptNumber ?? null,
  paymentProvider: charge.provider,
  paymentMethod: paymentMethodView(charge.paymentMethod),
});
