import { membershipPlan } from '#contract/membership-plans.ts';
import { membershipChange, tierOf } from './membership-rules.ts';
import type { SubscriptionState } from './payment-provider.ts';

const unmanaged = {
  paymentMethod: undefined,
  scheduledSwitch: undefined,
  discount: undefined,
  cancelReason: undefined,
};
/** The management fields a subscription without them removes from the membership. */
const managedFields = [
  'paymentMethod',
  'switchPlanCadence',
  'switchPlanAt',
  'discountPercentOff',
  'discountEndsAt',
  'cancelReason',
];

const state = (overrides: Partial<SubscriptionState> = {}): SubscriptionState => ({
  subscriptionId: 'sub_A1',
  customerId: 'cus_B2',
  status: 'ACTIVE',
  grantsAccess: true,
  plan: membershipPlan('YEARLY', 'USD'),
  startedAt: 1_700_000_000_000,
  currentPeriodEndsAt: 1_731_536_000_000,
  isCancelled: false,
  management: unmanaged,
  ...overrides,
});

test('a subscription that grants access gives its plan tier; any other gives FREE', () => {
  expect(tierOf(state())).toBe('MEMBER');
  expect(tierOf(state({ plan: membershipPlan('PREMIUM_MONTHLY', 'CAD') }))).toBe('FRIEND');
  expect(tierOf(state({ status: 'INACTIVE', grantsAccess: false }))).toBe('FREE');
  // A price that is not one of ours never makes a member.
  expect(tierOf(state({ plan: undefined }))).toBe('FREE');
});

test('the membership mirrors the subscription; memberSince is its start, friendSince the event time', () => {
  expect(
    membershipChange('user-1', state({ plan: membershipPlan('PREMIUM_YEARLY', 'USD') }), 1_700_000_100),
  ).toEqual({
    userId: 'user-1',
    stateAt: 1_700_000_100,
    tier: 'FRIEND',
    since: { memberSince: 1_700_000_000_000, friendSince: 1_700_000_100_000 },
    fields: {
      subscriptionId: 'sub_A1',
      status: 'ACTIVE',
      startedAt: 1_700_000_000_000,
      currentPeriodEndsAt: 1_731_536_000_000,
      isCancelled: false,
      cadence: 'PREMIUM_YEARLY',
      currency: 'USD',
      amount: 15000,
    },
    cleared: managedFields,
  });
});

test('an ended subscription sets no date and FREE; a foreign price clears the plan fields', () => {
  const ended = membershipChange('user-1', state({ status: 'INACTIVE', grantsAccess: false }), 5);
  expect([ended.tier, ended.since]).toEqual(['FREE', {}]);
  const foreign = membershipChange('user-1', state({ plan: undefined }), 5);
  expect([foreign.tier, foreign.cleared, foreign.fields.cadence]).toEqual([
    'FREE',
    ['cadence', 'currency', 'amount', ...managedFields],
    undefined,
  ]);
});

test('a switch, an offer, a card and a reason are kept on the membership; what is gone is removed', () => {
  const change = membershipChange(
    'user-1',
    state({
      isCancelled: true,
      management: {
        paymentMethod: {
          kind: 'CreditCard',
          cardType: 'Visa',
          expirationMonth: 12,
          expirationYear: 2034,
          lastFour: '4242',
        },
        scheduledSwitch: { plan: membershipPlan('PREMIUM_YEARLY', 'USD'), startsAt: 1_731_536_000_000 },
        discount: undefined,
        cancelReason: 'COSTS',
      },
    }),
    5,
  );
  expect(change.fields).toMatchObject({
    paymentMethod: { kind: 'CreditCard', lastFour: '4242' },
    switchPlanCadence: 'PREMIUM_YEARLY',
    switchPlanAt: 1_731_536_000_000,
    cancelReason: 'COSTS',
  });
  expect(change.cleared).toEqual(['discountPercentOff', 'discountEndsAt']);
});
