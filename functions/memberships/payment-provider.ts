import type { MembershipCurrency, MembershipPlan } from '#contract/membership-plans.ts';
import type { ChargeStatus } from '#shared/data/entities/charge.ts';
import type {
  CancelReason,
  PaymentMethodKind,
  PaymentProviderName,
  SubscriptionStatus,
} from '#shared/data/entities/membership.ts';

/** The reader a provider's customer is made for. */
export interface CustomerRequest {
  userId: string;
  email?: string;
  name: string;
}

/** A purchase: the provider's hosted payment page for one plan, and where it sends the reader back. */
export interface CheckoutRequest {
  userId: string;
  customerId: string;
  plan: MembershipPlan;
  /** A coupon of the provider's lowering the first payment (an offer's, membership-plans.ts). */
  couponId?: string;
  successUrl: string;
  cancelUrl: string;
}

/** Gift memberships (gifts/): a one-off payment for `quantity` gifted memberships of one order. */
export interface GiftCheckoutRequest {
  userId: string;
  customerId: string;
  /** The gift order the payment is for: the completed payment's event names it. */
  orderId: string;
  /** What is bought, as the payment page shows it ("Folio Member, 3 months (gift)"). */
  description: string;
  /** Cents each, from the price table (graphql/contract/gift-plans.ts). */
  unitAmount: number;
  quantity: number;
  currency: MembershipCurrency;
  successUrl: string;
  cancelUrl: string;
}

/** Updating a card (manage/): the provider's page that saves a new card for one subscription, charging nothing. */
export interface CardUpdateRequest {
  userId: string;
  customerId: string;
  subscriptionId: string;
  /** The membership's currency (the page's payment methods follow it). */
  currency: MembershipCurrency;
  successUrl: string;
  cancelUrl: string;
}

/** A subscription as the provider holds it now, in Folio's words. */
export interface SubscriptionState {
  subscriptionId: string;
  customerId: string;
  status: SubscriptionStatus;
  /** Whether the reader may read as a member: paid, or a renewal still being retried. */
  grantsAccess: boolean;
  /** The plan its price names (by lookup key); undefined for a price that is not one of ours. */
  plan: MembershipPlan | undefined;
  /** Epoch ms. */
  startedAt: number;
  currentPeriodEndsAt: number;
  /** Ends at the period's end. */
  isCancelled: boolean;
  /** Managing a membership (issue #14): what the manage page shows, kept on the membership by webhooks. */
  management: SubscriptionManagement;
}

// ——— Managing a membership (issue #14, functions/memberships/manage) ———

/** Spec 2 §3 payment method kinds; a card's details only for CreditCard. */
export interface PaymentMethodState {
  kind: PaymentMethodKind;
  cardType?: string;
  expirationMonth?: number;
  expirationYear?: number;
  lastFour?: string;
}

/** What a subscription holds beyond its plan: how it is paid, a switch at the period's end, an offer. */
export interface SubscriptionManagement {
  paymentMethod: PaymentMethodState | undefined;
  /** A plan that takes over at `startsAt` (epoch ms): a switch scheduled at the period's end. */
  scheduledSwitch: { plan: MembershipPlan; startsAt: number } | undefined;
  /** A retention offer: percent off until `endsAt` (epoch ms). */
  discount: { percentOff: number; endsAt: number } | undefined;
  cancelReason: CancelReason | undefined;
}

/** Spec 2 §9 retention discounts: 20 % or 50 % off for one year. */
export const retentionOffers = { TWENTY_PERCENT_OFF_ONE_YEAR: 20, FIFTY_PERCENT_OFF_ONE_YEAR: 50 } as const;
export type RetentionOffer = keyof typeof retentionOffers;

/** The provider's side of managing a subscription: each answers the subscription's state after it. */
export interface SubscriptionManager {
  /** `plan` takes over at the current period's end (a switch back to the current plan drops the schedule). */
  switchPlan(subscriptionId: string, plan: MembershipPlan): Promise<SubscriptionState>;
  /** Ends the subscription at the period's end, with the reader's reason. */
  cancelAtPeriodEnd(subscriptionId: string, reason: CancelReason): Promise<SubscriptionState>;
  /** Undoes a cancellation before the period ends. */
  reactivate(subscriptionId: string): Promise<SubscriptionState>;
  /** A retention offer, through the provider's coupons, on the coming year's payments. */
  applyRetentionOffer(subscriptionId: string, offer: RetentionOffer): Promise<SubscriptionState>;
}

// ——— Billing history (issue #14, functions/memberships/billing) ———

/** A charge as the provider's verified event carries it, in Folio's words. */
export interface ChargeState {
  chargeId: string;
  customerId: string;
  /** What the purchase it paid for is found by (chargePurchase). */
  paymentIntentId: string;
  /** Epoch ms. */
  createdAt: number;
  /** Cents charged (or attempted), in the charge's currency (upper case). */
  amount: number;
  currency: string;
  status: ChargeStatus;
  amountRefunded: number;
  receiptNumber: string | undefined;
  paymentMethod: PaymentMethodState | undefined;
}

/** What a charge paid for: a membership's invoice (its plan, price and discount) or a gift order. */
export type ChargePurchase = { subtotal: number; discount: number } & (
  { kind: 'membership'; plan: MembershipPlan | undefined } | { kind: 'gift'; orderId: string }
);

interface EventBase {
  /** The provider's event id: what makes applying it idempotent. */
  eventId: string;
  /** The provider's event type, kept for the record (`customer.subscription.updated`…). */
  type: string;
  /** Epoch seconds: when the provider made the event (the ordering of states). */
  occurredAt: number;
}

/**
 * What a verified webhook means to Folio. A subscription changed (bought, renewed, switched, cancelled,
 * ended: its state is read again from the provider, so the order of deliveries does not matter); a
 * renewal was paid or failed; or nothing Folio keeps.
 */
export type PaymentEvent =
  | (EventBase & { kind: 'subscription-changed'; customerId: string; subscriptionId: string })
  | (EventBase & { kind: 'payment-succeeded'; customerId: string })
  | (EventBase & { kind: 'payment-failed'; customerId: string })
  // Updating a card (manage/): a card saved on the provider's page, for the subscription it names.
  | (EventBase & { kind: 'card-saved'; customerId: string; setupId: string })
  // Gift memberships (gifts/): a gift order's one-off payment completed, paid.
  | (EventBase & {
      kind: 'gift-paid';
      customerId: string;
      orderId: string;
      amountPaid: number;
      currency: string;
    })
  // Billing history (billing/): a charge made, declined or refunded.
  | (EventBase & { kind: 'charge-changed'; customerId: string; charge: ChargeState })
  | (EventBase & { kind: 'ignored' });

/** A webhook that is not the provider's: no signature, a wrong one, an old one, or no event in it. */
export class WebhookRefused extends Error {
  override readonly name = 'WebhookRefused';
}

/**
 * The payment port (DESIGN.md §1): everything the memberships domain asks of a payment provider. The
 * Stripe adapter (stripe/stripe-provider.ts) implements it on the official SDK, against Stripe or the
 * local stand-in (infra/local/stripe). The operations issue #14 needs next are listed in CONTEXT.md.
 */
export interface PaymentProvider extends SubscriptionManager {
  readonly name: PaymentProviderName;
  /** The provider's customer for a reader; asking twice for one reader makes one customer. */
  createCustomer(request: CustomerRequest): Promise<string>;
  /** The address of the provider's payment page for the plan (a subscription once paid). */
  createCheckout(request: CheckoutRequest): Promise<string>;
  /** The address of the provider's payment page for a gift order, paid once. */
  createGiftCheckout(request: GiftCheckoutRequest): Promise<string>;
  /** The address of the provider's page that saves a new card for the subscription (no payment). */
  createCardUpdate(request: CardUpdateRequest): Promise<string>;
  /**
   * A saved card (a `card-saved` event's) becomes its subscription's card for every payment to come, and
   * pays a renewal that failed; answers the subscription's id, or undefined when the card was not saved
   * for a subscription of this customer.
   */
  useSavedCard(setupId: string, customerId: string): Promise<string | undefined>;
  /** Verifies a webhook's signature (the raw body, as received) and reads its event; WebhookRefused otherwise. */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
  /** A subscription as it is now; undefined when the provider has none by that id. */
  subscription(subscriptionId: string): Promise<SubscriptionState | undefined>;
  /** What a charge's payment paid for; undefined when it is none of Folio's purchases. */
  chargePurchase(paymentIntentId: string): Promise<ChargePurchase | undefined>;
}
