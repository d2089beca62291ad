import type { MembershipItem } from '../repository.ts';
import {
  canSwitchPlan,
  hasCreditCardExpired,
  isEligibleForReactivation,
  isLive,
  type LiveMembership,
} from './manage-rules.ts';
import { membershipStatusView } from './status-view.ts';

const now = Date.UTC(2026, 10, 27);
const DAY = 86_400_000;

const membership = (overrides: Partial<MembershipItem> = {}): LiveMembership =>
  ({
    userId: 'user-1',
    provider: 'STRIPE',
    customerId: 'cus_1',
    subscriptionId: 'sub_1',
    status: 'ACTIVE',
    cadence: 'MONTHLY',
    currency: 'USD',
    amount: 500,
    startedAt: now - 40 * DAY,
    currentPeriodEndsAt: now + 20 * DAY,
    isCancelled: false,
    paymentMethod: {
      kind: 'CreditCard',
      cardType: 'Visa',
      expirationMonth: 12,
      expirationYear: 2034,
      lastFour: '4242',
    },
    updatedAt: now,
    ...overrides,
  }) as LiveMembership;

test('spec 2 §4 plan switching: Stripe or Braintree, not cancelled, no payment failure', () => {
  expect(canSwitchPlan(membership())).toBe(true);
  expect(canSwitchPlan(membership({ provider: 'BRAINTREE' }))).toBe(true);
  expect(canSwitchPlan(membership({ isCancelled: true }))).toBe(false);
  expect(canSwitchPlan(membership({ paymentFailedAt: now - DAY }))).toBe(false);
});

test('spec 2 §4 reactivation: cancelled, with a payment method, before the period ends', () => {
  expect(isEligibleForReactivation(membership(), now)).toBe(false);
  expect(isEligibleForReactivation(membership({ isCancelled: true }), now)).toBe(true);
  expect(isEligibleForReactivation(membership({ isCancelled: true, paymentMethod: undefined }), now)).toBe(
    false,
  );
  expect(
    isEligibleForReactivation(membership({ isCancelled: true, currentPeriodEndsAt: now - 1 }), now),
  ).toBe(false);
});

test('a card is expired once its expiry month is over; wallets never are', () => {
  const card = (expirationMonth: number, expirationYear: number) =>
    membership({ paymentMethod: { kind: 'CreditCard', expirationMonth, expirationYear } });
  expect(hasCreditCardExpired(card(11, 2026), now)).toBe(false);
  expect(hasCreditCardExpired(card(10, 2026), now)).toBe(true);
  expect(hasCreditCardExpired(membership({ paymentMethod: { kind: 'ApplePayCard' } }), now)).toBe(false);
});

test('an ended membership, or one never paid, is not live', () => {
  expect(isLive(membership())).toBe(true);
  expect(isLive(membership({ status: 'INACTIVE' }))).toBe(false);
  expect(isLive({ userId: 'u', provider: 'STRIPE', customerId: 'c', updatedAt: 1 } as MembershipItem)).toBe(
    false,
  );
});

test('the status shows the scheduled switch with its plan, and a discount with its regular price', () => {
  const status = membershipStatusView(
    membership({
      switchPlanCadence: 'PREMIUM_MONTHLY',
      switchPlanAt: now + 20 * DAY,
      discountPercentOff: 20,
      discountEndsAt: now + 300 * DAY,
      paymentFailureCount: 2,
    }),
    now,
  );
  expect(status).toMatchObject({
    membershipId: 'sub_1',
    amount: 400,
    discountEndsAt: Math.floor((now + 300 * DAY) / 1000),
    hasRecurringPaymentFailedMoreThanOnce: true,
    planV2: { discount: { numCycles: 12, percentOff: 20, regularPrice: { amount: 500, currency: 'USD' } } },
    switchPlanSchedule: {
      startAt: Math.floor((now + 20 * DAY) / 1000),
      membershipType: 'PREMIUM_MONTHLY',
      plan: { price: { amount: 1500, currency: 'USD' } },
    },
    paymentMethod: { __typename: 'CreditCard', cardType: 'Visa', lastFour: '4242' },
  });
  // An offer that ended discounts nothing.
  expect(
    membershipStatusView(membership({ discountPercentOff: 50, discountEndsAt: now - 1 }), now),
  ).toMatchObject({
    amount: 500,
    discountEndsAt: null,
    planV2: { discount: null },
  });
});
