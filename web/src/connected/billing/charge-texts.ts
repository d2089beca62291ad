import type { ChargeProductKind, ChargeStatus } from '#graphql/generated/operations.ts';

/** How a charge is named in the billing history and on its receipt (one place for both). */
export const chargeTexts = {
  /** Spec 3 §3 product kinds, as a line of a receipt. */
  product: {
    MONTHLY: 'Folio Member (monthly)',
    ANNUAL: 'Folio Member (annual)',
    PREMIUM_MONTHLY: 'Friend of Folio (monthly)',
    PREMIUM_ANNUAL: 'Friend of Folio (annual)',
    CUSTOM_DOMAIN: 'Custom domain',
    GIFT: 'Gift membership',
    GROUP_GIFT: 'Group gift membership',
  } satisfies Record<ChargeProductKind, string>,
  status: { PAID: 'Paid', FAILED: 'Failed', REFUNDED: 'Refunded' } satisfies Record<ChargeStatus, string>,
  receipt: 'Receipt',
};
