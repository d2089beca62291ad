import {
  allMembershipPlans,
  currencyForCountry,
  membershipPlan,
  membershipPlans,
  planByLookupKey,
} from './membership-plans.ts';

test('the USD table is spec 2 §9: 5, 50 (60 crossed out, 10 saved), 15, 150 (180 crossed out)', () => {
  expect(
    membershipPlans('USD').map(({ cadence, tier, billingInterval, amount, crossoutAmount, savedAmount }) => ({
      cadence,
      tier,
      billingInterval,
      amount,
      crossoutAmount,
      savedAmount,
    })),
  ).toEqual([
    {
      cadence: 'MONTHLY',
      tier: 'MEMBER',
      billingInterval: 'MONTHLY',
      amount: 500,
      crossoutAmount: undefined,
      savedAmount: undefined,
    },
    {
      cadence: 'YEARLY',
      tier: 'MEMBER',
      billingInterval: 'ANNUAL',
      amount: 5000,
      crossoutAmount: 6000,
      savedAmount: 1000,
    },
    {
      cadence: 'PREMIUM_MONTHLY',
      tier: 'FRIEND',
      billingInterval: 'MONTHLY',
      amount: 1500,
      crossoutAmount: undefined,
      savedAmount: undefined,
    },
    {
      cadence: 'PREMIUM_YEARLY',
      tier: 'FRIEND',
      billingInterval: 'ANNUAL',
      amount: 15000,
      crossoutAmount: 18000,
      savedAmount: 3000,
    },
  ]);
});

test('every yearly plan crosses out twelve monthly payments', () => {
  for (const currency of ['USD', 'CAD'] as const) {
    expect(membershipPlan('YEARLY', currency).crossoutAmount).toBe(
      12 * membershipPlan('MONTHLY', currency).amount,
    );
    expect(membershipPlan('PREMIUM_YEARLY', currency).crossoutAmount).toBe(
      12 * membershipPlan('PREMIUM_MONTHLY', currency).amount,
    );
  }
});

test('each plan has its own lookup key, and the key finds the plan again', () => {
  const keys = allMembershipPlans().map((plan) => plan.lookupKey);
  expect(new Set(keys).size).toBe(8);
  expect(membershipPlan('PREMIUM_YEARLY', 'CAD').lookupKey).toBe('folio_premium_yearly_cad');
  for (const plan of allMembershipPlans()) expect(planByLookupKey(plan.lookupKey)).toEqual(plan);
  expect(planByLookupKey('someone_elses_price')).toBeUndefined();
});

test('the currency follows the country: CA pays in CAD, everyone else in USD', () => {
  expect([
    currencyForCountry('CA'),
    currencyForCountry('ca'),
    currencyForCountry('US'),
    currencyForCountry(undefined),
  ]).toEqual(['CAD', 'CAD', 'USD', 'USD']);
});
