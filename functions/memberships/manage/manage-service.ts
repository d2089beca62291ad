import { membershipPlan, type PlanCadence } from '#contract/membership-plans.ts';
import { withPaymentUpdated } from '#contract/payment-updated.ts';
import { refuseOverLimit } from '#shared/api/rate-limited.ts';
import type { ResultValue } from '#shared/api/results.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import type { CancelReason } from '#shared/data/entities/membership.ts';
import { membershipChange } from '../membership-rules.ts';
import type { PaymentProvider, RetentionOffer, SubscriptionState } from '../payment-provider.ts';
import type { MembershipsRepository } from '../repository.ts';
import { manageLimits, manageMessages } from './manage-messages.ts';
import {
  activeDiscount,
  canSwitchPlan,
  isEligibleForReactivation,
  isLive,
  type LiveMembership,
} from './manage-rules.ts';
import { membershipStatusView, type MembershipStatusView } from './status-view.ts';

export interface ManageDependencies {
  repository: MembershipsRepository;
  provider: PaymentProvider;
  rateLimits: RateLimitCounter;
  /** The site's origin: where the provider's card page sends the reader back. */
  siteOrigin: () => Promise<string>;
  now?: () => number;
}

type Refusal = ResultValue<'NotFound' | 'Conflict' | 'RateLimited'>;
const conflict = (message: string): Refusal => ({ __typename: 'Conflict', message });

/**
 * Managing the viewer's own membership (spec 2 §4): its status, read from the table; and the changes,
 * each the viewer's own, rate limited, made at the provider. A change is answered with the state the
 * provider returned; the table takes it from the webhook that follows (the only writer of memberships).
 */
export function createManageService(deps: ManageDependencies) {
  const { repository, provider } = deps;
  const now = deps.now ?? Date.now;

  async function liveMembership(viewer: SignedInViewer): Promise<LiveMembership | undefined> {
    const membership = await repository.findMembership(viewer.id);
    return membership && isLive(membership) ? membership : undefined;
  }

  /** The viewer's live membership with a provider Folio can change, within the limit; else why not. */
  async function changeable(
    viewer: SignedInViewer,
    noMembership = manageMessages.noMembership,
  ): Promise<LiveMembership | Refusal> {
    const membership = await liveMembership(viewer);
    if (!membership) return { __typename: 'NotFound', message: noMembership };
    if (membership.provider !== provider.name) return conflict(manageMessages.braintree);
    return (await refuseOverLimit(deps.rateLimits, manageLimits.change, viewer.id, now())) ?? membership;
  }

  /** The status after a change: the provider's answer over the membership held (not written). */
  function statusAfter(membership: LiveMembership, state: SubscriptionState): MembershipStatusView {
    const { fields, cleared } = membershipChange(membership.userId, state, 0);
    const next = { ...membership, ...fields };
    for (const field of cleared) delete next[field];
    return membershipStatusView(isLive(next) ? next : membership, now());
  }

  const isRefusal = (value: LiveMembership | Refusal): value is Refusal => '__typename' in value;

  return {
    async status(viewer: SignedInViewer): Promise<MembershipStatusView | null> {
      const membership = await liveMembership(viewer);
      return membership ? membershipStatusView(membership, now()) : null;
    },

    /** Spec 2 §4: at the period's end, in the membership's currency; only when switching is allowed. */
    async switchPlan(viewer: SignedInViewer, cadence: PlanCadence) {
      const membership = await changeable(viewer);
      if (isRefusal(membership)) return membership;
      if (!canSwitchPlan(membership)) return conflict(manageMessages.cannotSwitch);
      const plan = membershipPlan(cadence, membership.currency);
      return statusAfter(membership, await provider.switchPlan(membership.subscriptionId, plan));
    },

    async cancel(viewer: SignedInViewer, reason: CancelReason) {
      const membership = await changeable(viewer);
      if (isRefusal(membership)) return membership;
      if (membership.isCancelled) return conflict(manageMessages.alreadyCancelled);
      return statusAfter(membership, await provider.cancelAtPeriodEnd(membership.subscriptionId, reason));
    },

    async acceptRetentionOffer(viewer: SignedInViewer, offer: RetentionOffer) {
      const membership = await changeable(viewer);
      if (isRefusal(membership)) return membership;
      if (membership.isCancelled) return conflict(manageMessages.alreadyCancelled);
      if (activeDiscount(membership, now())) return conflict(manageMessages.offerTaken);
      return statusAfter(membership, await provider.applyRetentionOffer(membership.subscriptionId, offer));
    },

    /**
     * The provider's page saving a new card for the viewer's own live membership (a gift membership
     * has none); back to `returnPath` with payment-updated=1 once saved, without it when given up.
     */
    async startCardUpdate(viewer: SignedInViewer, returnPath: string) {
      const membership = await changeable(viewer, manageMessages.noCardToUpdate);
      if (isRefusal(membership)) return membership;
      const origin = await deps.siteOrigin();
      const url = await provider.createCardUpdate({
        userId: viewer.id,
        customerId: membership.customerId,
        subscriptionId: membership.subscriptionId,
        currency: membership.currency,
        successUrl: `${origin}${withPaymentUpdated(returnPath)}`,
        cancelUrl: `${origin}${returnPath}`,
      });
      return { __typename: 'PaymentMethodUpdate' as const, url };
    },

    /** Spec 2 §7 uncancelMembership: the viewer's own membership only (another's id is NotFound). */
    async uncancel(viewer: SignedInViewer, membershipId: string) {
      const membership = await changeable(viewer);
      if (isRefusal(membership)) return membership;
      if (membership.subscriptionId !== membershipId)
        return { __typename: 'NotFound' as const, message: manageMessages.notYours };
      if (!membership.isCancelled) return conflict(manageMessages.notCancelled);
      if (!isEligibleForReactivation(membership, now())) return conflict(manageMessages.cannotReactivate);
      await provider.reactivate(membership.subscriptionId);
      return { __typename: 'MutationSuccess' as const, membershipId };
    },
  };
}

export type ManageService = ReturnType<typeof createManageService>;
