import {
  formatMoney,
  membershipPrice,
  membershipSaving,
  roundUpToQuarter,
  roundUpToQuarterCents,
  weeklyPrice,
} from './money.ts';

describe('formatMoney', () => {
  it('divides cents by 100 and shows 2 decimals with the narrow symbol by default', () => {
    expect(formatMoney(500, 'USD')).toBe('$5.00');
    expect(formatMoney(15_000, 'USD')).toBe('$150.00');
    expect(formatMoney(123_456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
  });

  it('shows 0 to 2 decimals on request', () => {
    expect(formatMoney(500, 'USD', { decimals: 0 })).toBe('$5');
    expect(formatMoney(550, 'USD', { decimals: 0 })).toBe('$6');
    expect(formatMoney(550, 'USD', { decimals: 1 })).toBe('$5.5');
    expect(formatMoney(96, 'USD', { decimals: 2 })).toBe('$0.96');
  });

  it('prints CAD with its narrow symbol, which is a bare $', () => {
    expect(formatMoney(500, 'CAD')).toBe('$5.00');
  });
});

describe('rounding up to the nearest quarter', () => {
  it.each([
    [500, 500],
    [501, 525],
    [525, 525],
    [526, 550],
    [599, 600],
    [0, 0],
  ])('%s cents → %s cents', (cents, rounded) => {
    expect(roundUpToQuarterCents(cents)).toBe(rounded);
  });

  it.each([
    [5, 5],
    [5.01, 5.25],
    [5.25, 5.25],
    [5.26, 5.5],
    [0.96, 1],
    [1.1 + 0.15, 1.25],
  ])('%s → %s in currency units', (amount, rounded) => {
    expect(roundUpToQuarter(amount)).toBe(rounded);
  });
});

it('weeklyPrice divides a yearly price by 52, to the nearest cent', () => {
  expect(weeklyPrice(5000)).toBe(96);
  expect(weeklyPrice(15_000)).toBe(288);
  expect(weeklyPrice(5200)).toBe(100);
  expect(formatMoney(weeklyPrice(5000), 'USD')).toBe('$0.96');
});

describe('membershipPrice', () => {
  it.each([
    ['MONTHLY', 500, null],
    ['YEARLY', 5000, 6000],
    ['PREMIUM_MONTHLY', 1500, null],
    ['PREMIUM_YEARLY', 15_000, 18_000],
  ])('%s costs %s cents (crossout %s)', (type, amount, crossoutAmount) => {
    expect(membershipPrice(type, 'USD')).toEqual({ amount, currency: 'USD', crossoutAmount });
  });

  it('uses the USD numbers for CAD', () => {
    expect(membershipPrice('YEARLY', 'CAD')).toEqual({ amount: 5000, currency: 'CAD', crossoutAmount: 6000 });
  });

  it.each([
    ['STAFF_YEARLY', 'USD'],
    ['monthly', 'USD'],
    ['toString', 'USD'],
    ['', 'USD'],
    ['MONTHLY', 'EUR'],
  ])('throws for %p in %p', (type, currency) => {
    expect(() => membershipPrice(type, currency)).toThrow(new Error('Unavailable membership price'));
  });

  it('states the saving a crossout shows', () => {
    expect(membershipSaving(membershipPrice('YEARLY', 'USD'))).toBe(1000);
    expect(membershipSaving(membershipPrice('PREMIUM_YEARLY', 'USD'))).toBe(3000);
    expect(membershipSaving(membershipPrice('MONTHLY', 'USD'))).toBe(0);
  });
});
