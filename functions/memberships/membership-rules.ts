import type { PaymentProviderName } from '#shared/data/entities/membership.ts';
import type { EntityItem } from 'electrodb';
import type { FolioData } from '#shared/data/data.ts';
import type { SubscriptionState } from './payment-provider.ts';

export type ReaderTier = 'FREE' | 'MEMBER' | 'FRIEND';

/** An applied event as the table keeps it (the `paymentEvent` item, less its expiry). */
export interface RecordedEvent {
  provider: PaymentProviderName;
  eventId: string;
  type: string;
  outcome: 'applied' | 'stale' | 'ignored';
  /** Epoch ms, Folio's clock. */
  receivedAt: number;
}

type MembershipFields = Pick<
  EntityItem<FolioData['entities']['membership']>,
  | 'subscriptionId'
  | 'status'
  | 'cadence'
  | 'currency'
  | 'amount'
  | 'startedAt'
  | 'currentPeriodEndsAt'
  | 'isCancelled'
  | ManagedField
>;

/** The fields managing a membership adds (issue #14): present, or removed when the provider has none. */
type ManagedField =
  | 'paymentMethod'
  | 'switchPlanCadence'
  | 'switchPlanAt'
  | 'discountPercentOff'
  | 'discountEndsAt'
  | 'cancelReason';

/** What a subscription's state changes: the membership's fields, and the reader's tier. */
export interface MembershipChange {
  userId: string;
  /** Epoch seconds of the event that carried the state: an older one never overwrites it. */
  stateAt: number;
  tier: ReaderTier;
  /** Set only when absent: the first time the reader became a member, and a Friend. */
  since: { memberSince?: number; friendSince?: number };
  fields: MembershipFields;
  /** Fields the state no longer has (a price that is not one of ours, a switch made, an offer over). */
  cleared: ('cadence' | 'currency' | 'amount' | ManagedField)[];
}

/** A subscription's management (payment method, switch, offer, reason) as membership fields. */
function managedFields({ management }: SubscriptionState) {
  const { paymentMethod, scheduledSwitch, discount, cancelReason } = management;
  const fields: Partial<Pick<MembershipFields, ManagedField>> = {
    ...(paymentMethod ? { paymentMethod } : {}),
    ...(scheduledSwitch
      ? { switchPlanCadence: scheduledSwitch.plan.cadence, switchPlanAt: scheduledSwitch.startsAt }
      : {}),
    ...(discount ? { discountPercentOff: discount.percentOff, discountEndsAt: discount.endsAt } : {}),
    ...(cancelReason ? { cancelReason } : {}),
  };
  const all: ManagedField[] = [
    'paymentMethod',
    'switchPlanCadence',
    'switchPlanAt',
    'discountPercentOff',
    'discountEndsAt',
    'cancelReason',
  ];
  return { fields, cleared: all.filter((field) => !(field in fields)) };
}

/** The tier a subscription gives: its plan's, while it grants access; FREE otherwise. */
export const tierOf = (state: SubscriptionState): ReaderTier =>
  state.grantsAccess && state.plan ? state.plan.tier : 'FREE';

/**
 * The rules of applying a subscription's state (docs/decisions.md §126): the membership mirrors the
 * provider's subscription; the reader's tier follows it; memberSince is when the subscription started,
 * friendSince when the event that first made them a Friend happened.
 */
export function membershipChange(
  userId: string,
  state: SubscriptionState,
  stateAt: number,
): MembershipChange {
  const tier = tierOf(state);
  const { plan } = state;
  const managed = managedFields(state);
  return {
    userId,
    stateAt,
    tier,
    since: {
      ...(tier === 'FREE' ? {} : { memberSince: state.startedAt }),
      ...(tier === 'FRIEND' ? { friendSince: stateAt * 1000 } : {}),
    },
    fields: {
      subscriptionId: state.subscriptionId,
      status: state.status,
      startedAt: state.startedAt,
      currentPeriodEndsAt: state.currentPeriodEndsAt,
      isCancelled: state.isCancelled,
      ...(plan ? { cadence: plan.cadence, currency: plan.currency, amount: plan.amount } : {}),
      ...managed.fields,
    },
    cleared: [...(plan ? [] : (['cadence', 'currency', 'amount'] as const)), ...managed.cleared],
  };
}
