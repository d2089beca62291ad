import {
  membershipOffer,
  membershipPlan,
  type MembershipCurrency,
  type MembershipOffer,
  type PlanCadence,
} from '#contract/membership-plans.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import { refuseOverLimit } from '#shared/api/rate-limited.ts';
import type { ResultValue } from '#shared/api/results.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import { membershipChange, type RecordedEvent } from './membership-rules.ts';
import { membershipMessages, membershipLimits } from './messages.ts';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';
import type { EventOutcome, MembershipsRepository } from './repository.ts';

export interface MembershipsDependencies {
  repository: MembershipsRepository;
  provider: PaymentProvider;
  rateLimits: RateLimitCounter;
  /** The site's origin: where the provider's payment page sends the reader back. */
  siteOrigin: () => Promise<string>;
  /** Gift memberships (gifts/service.ts): a gift order's verified payment, applied there. */
  applyGiftPayment: (
    event: Extract<PaymentEvent, { kind: 'gift-paid' }>,
    buyerId: string,
    record: RecordedEvent,
  ) => Promise<WebhookOutcome>;
  /** Billing history (billing/billing-service.ts): a charge made, declined or refunded, kept there. */
  applyCharge: (
    event: Extract<PaymentEvent, { kind: 'charge-changed' }>,
    userId: string,
    record: RecordedEvent,
  ) => Promise<WebhookOutcome>;
  now?: () => number;
}

export interface CheckoutArguments {
  cadence: PlanCadence;
  currency: MembershipCurrency;
  /** An offer of the table (the /discount page's half-off first year), for the plan it lowers only. */
  offer: MembershipOffer | undefined;
  /** Same-site paths (validated at the boundary): back here after paying, or after giving up. */
  successPath: string;
  cancelPath: string;
}

/** What applying one webhook event did (the handler answers 200 for each: Stripe must stop sending it). */
export type WebhookOutcome = EventOutcome | 'ignored';

/** The memberships rules: checkouts started by the reader, memberships changed by verified events. */
export function createMembershipsService(deps: MembershipsDependencies) {
  const { repository, provider } = deps;
  const now = deps.now ?? Date.now;

  /** The reader's customer at the provider: the stored one, else one made now and stored once. */
  async function customerOf(viewer: SignedInViewer): Promise<string> {
    const stored = await repository.findMembership(viewer.id);
    if (stored) return stored.customerId;
    const reader = await repository.findReader(viewer.id);
    const customerId = await provider.createCustomer({
      userId: viewer.id,
      name: reader?.name ?? '',
      ...(reader?.email ? { email: reader.email } : {}),
    });
    const created = await repository.createCustomer({
      provider: provider.name,
      customerId,
      userId: viewer.id,
      now: now(),
    });
    // A concurrent first checkout stored its customer first (the same one: the provider's idempotency key).
    return created ? customerId : ((await repository.findMembership(viewer.id))?.customerId ?? customerId);
  }

  async function applySubscription(
    event: Extract<PaymentEvent, { kind: 'subscription-changed' }>,
    userId: string,
    record: RecordedEvent,
  ) {
    const state = await provider.subscription(event.subscriptionId);
    if (!state || state.customerId !== event.customerId) {
      return (await repository.recordEvent({ ...record, outcome: 'ignored' })) ? 'ignored' : 'replayed';
    }
    return repository.applyMembershipChange(record, membershipChange(userId, state, event.occurredAt));
  }

  /** A card saved on the provider's page: made its subscription's card, then that subscription applied. */
  async function applySavedCard(
    event: Extract<PaymentEvent, { kind: 'card-saved' }>,
    userId: string,
    record: RecordedEvent,
  ) {
    const subscriptionId = await provider.useSavedCard(event.setupId, event.customerId);
    if (!subscriptionId)
      return (await repository.recordEvent({ ...record, outcome: 'ignored' })) ? 'ignored' : 'replayed';
    return applySubscription({ ...event, kind: 'subscription-changed', subscriptionId }, userId, record);
  }

  return {
    customerOf,

    /**
     * The provider's payment page for a plan of the price table: a signed-in non-member, within the
     * checkout limit. The amount is the table's; the browser names only the plan.
     */
    async startCheckout(
      viewer: SignedInViewer,
      args: CheckoutArguments,
    ): Promise<{ __typename: 'MembershipCheckout'; url: string } | ResultValue> {
      const refused = await refuseOverLimit(deps.rateLimits, membershipLimits.checkout, viewer.id, now());
      if (refused) return refused;
      if (viewer.tier !== 'FREE')
        return { __typename: 'Conflict', message: membershipMessages.alreadyMember };
      const offer = args.offer && membershipOffer(args.offer);
      if (offer && offer.cadence !== args.cadence)
        return { __typename: 'BadRequest', message: membershipMessages.offerNotForPlan };
      // An offer is for a first membership: a reader who ever had a subscription pays the table's price.
      if (offer && (await repository.findMembership(viewer.id))?.subscriptionId)
        return { __typename: 'Conflict', message: membershipMessages.offerForFirstMembership };
      const origin = await deps.siteOrigin();
      const url = await provider.createCheckout({
        userId: viewer.id,
        customerId: await customerOf(viewer),
        plan: membershipPlan(args.cadence, args.currency),
        ...(offer ? { couponId: offer.couponId } : {}),
        successUrl: `${origin}${args.successPath}`,
        cancelUrl: `${origin}${args.cancelPath}`,
      });
      return { __typename: 'MembershipCheckout', url };
    },

    /**
     * One verified event applied at most once (by its id), in any order: a subscription's state is read
     * again from the provider and kept only if no newer one is held (after a saved card is made its
     * card); a renewal's payment recorded.
     * Events about customers that are not Folio's readers are acknowledged and left alone.
     */
    async applyEvent(event: PaymentEvent): Promise<WebhookOutcome> {
      if (event.kind === 'ignored') return 'ignored';
      const userId = await repository.userOfCustomer(provider.name, event.customerId);
      if (!userId) return 'ignored';
      const record: RecordedEvent = {
        provider: provider.name,
        eventId: event.eventId,
        type: event.type,
        outcome: 'applied',
        receivedAt: now(),
      };
      // A gift order's payment keeps its own record of what was done (its order's state).
      if (event.kind === 'gift-paid') return deps.applyGiftPayment(event, userId, record);
      if (await repository.hasEvent(provider.name, event.eventId)) return 'replayed';
      if (event.kind === 'subscription-changed') return applySubscription(event, userId, record);
      if (event.kind === 'card-saved') return applySavedCard(event, userId, record);
      if (event.kind === 'charge-changed') return deps.applyCharge(event, userId, record);
      return repository.applyPayment(
        record,
        userId,
        event.kind === 'payment-succeeded',
        event.occurredAt * 1000,
      );
    },
  };
}

export type MembershipsService = ReturnType<typeof createMembershipsService>;
