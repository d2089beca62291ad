/** @jest-environment jsdom */
import { dismissedAt, recordDismissal } from './banner-dismissals.ts';
import { chooseBanner, type BannerFacts } from './choose-banner.ts';
import { DAY_MS, type MembershipStatus } from './membership-status.ts';
import { cardExpiresAt, paymentBanner, paymentDismissFlags } from './payment-rule.ts';
import { reactivationBanner } from './reactivation-rule.ts';
import { showsMembershipUpsell, type UpsellFacts } from './upsell-rule.ts';

const now = Date.UTC(2025, 5, 10, 12);
const seconds = (ms: number) => Math.floor(ms / 1000);
const card = {
  kind: 'CreditCard',
  cardType: 'Visa',
  lastFour: '4242',
  expirationMonth: 12,
  expirationYear: 2030,
} as const;

/** A Stripe member in good standing whose period ends in `endsIn` ms. */
const status = (overrides: Partial<MembershipStatus> = {}, endsIn = 20 * DAY_MS): MembershipStatus => ({
  membershipId: 'm1',
  currentPeriodEndsAt: seconds(now + endsIn),
  isCancelled: false,
  paymentProvider: 'stripe',
  paymentFailedAt: null,
  hasRecurringPaymentFailedMoreThanOnce: false,
  hasCreditCardExpired: false,
  paymentMethod: card,
  ...overrides,
});

describe('the membership upsell (spec 2 §4)', () => {
  const facts: UpsellFacts = {
    signedIn: true,
    member: false,
    hydrated: true,
    onLockedPost: false,
    dismissedAt: null,
    now,
  };

  it('shows to a signed-in non-member once hydrated', () => {
    expect(showsMembershipUpsell(facts)).toBe(true);
  });

  it.each<[string, Partial<UpsellFacts>]>([
    ['signed out', { signedIn: false }],
    ['a member', { member: true }],
    ['before hydration', { hydrated: false }],
    ['on a locked post', { onLockedPost: true }],
    ['dismissed 89 days ago', { dismissedAt: now - 89 * DAY_MS }],
  ])('hides %s', (_, change) => {
    expect(showsMembershipUpsell({ ...facts, ...change })).toBe(false);
  });

  it('comes back 90 days after a dismissal', () => {
    expect(showsMembershipUpsell({ ...facts, dismissedAt: now - 90 * DAY_MS })).toBe(true);
  });
});

describe('the reactivation banner (spec 2 §4)', () => {
  const cancelled = (endsIn: number, overrides: Partial<MembershipStatus> = {}) =>
    status({ isCancelled: true, ...overrides }, endsIn);

  it('shows, with its close button, to a cancelled Stripe or Braintree member with a payment method', () => {
    expect(reactivationBanner(cancelled(60 * DAY_MS), null, now)).toEqual({
      endsAt: now + 60 * DAY_MS,
      closable: true,
    });
    expect(
      reactivationBanner(cancelled(60 * DAY_MS, { paymentProvider: 'braintree' }), null, now),
    ).not.toBeNull();
  });

  it.each<[string, MembershipStatus | null]>([
    ['no status', null],
    ['a membership not cancelled', status({}, 60 * DAY_MS)],
    ['another provider', cancelled(60 * DAY_MS, { paymentProvider: null })],
    ['no payment method', cancelled(60 * DAY_MS, { paymentMethod: null })],
    ['a period already over', cancelled(-DAY_MS)],
  ])('does not show for %s', (_, given) => {
    expect(reactivationBanner(given, null, now)).toBeNull();
  });

  it('hides 14 days after a dismissal', () => {
    const given = cancelled(60 * DAY_MS);
    expect(reactivationBanner(given, now - 13 * DAY_MS, now)).toBeNull();
    expect(reactivationBanner(given, now - 14 * DAY_MS, now)).not.toBeNull();
  });

  it('comes back, without a close button, when fewer than 4 weeks remain', () => {
    expect(reactivationBanner(cancelled(27 * DAY_MS), now - DAY_MS, now)).toEqual({
      endsAt: now + 27 * DAY_MS,
      closable: false,
    });
  });
});

describe('the payment banner (spec 2 §4)', () => {
  const show = (given: MembershipStatus, flags: string[] = []) =>
    paymentBanner(given, 'ShowHome', flags, now);

  it('says an expired card is expired: error colour, not dismissible, after a failed payment', () => {
    expect(show(status({ hasCreditCardExpired: true, paymentFailedAt: seconds(now) }))).toEqual({
      case: 'expired',
      message: 'Your payment method has expired.',
      linkLabel: 'Update to keep your membership',
      tone: 'error',
      dismissFlag: null,
    });
  });

  it('otherwise neutral, and dismissible only while the period ends more than a week away', () => {
    expect(show(status({ hasCreditCardExpired: true }, 8 * DAY_MS))).toMatchObject({
      tone: 'neutral',
      dismissFlag: paymentDismissFlags.expired,
    });
    expect(show(status({ hasCreditCardExpired: true }, 6 * DAY_MS))).toMatchObject({
      tone: 'neutral',
      dismissFlag: null,
    });
  });

  it('says a payment that failed more than once failed: error colour, not dismissible', () => {
    expect(show(status({ hasRecurringPaymentFailedMoreThanOnce: true }))).toEqual({
      case: 'failed',
      message: 'Your subscription payment failed.',
      linkLabel: 'Update payment method',
      tone: 'error',
      dismissFlag: null,
    });
  });

  it('warns of a card expiring before a period that ends within a week, dismissibly', () => {
    const expiring = { ...card, expirationMonth: 6, expirationYear: 2025 }; // ends with June 2025
    expect(show(status({ paymentMethod: expiring }, 30 * DAY_MS))).toBeNull();
    expect(show(status({ paymentMethod: expiring }, 5 * DAY_MS))).toBeNull(); // the card outlives the period
    expect(show(status({ paymentMethod: expiring }, 25 * DAY_MS))).toBeNull(); // not within a week
    const sooner = { ...card, expirationMonth: 5, expirationYear: 2025 };
    expect(show(status({ paymentMethod: sooner, hasCreditCardExpired: false }, 5 * DAY_MS))).toMatchObject({
      case: 'expiring',
      message: 'Your payment method will expire soon.',
      tone: 'neutral',
      dismissFlag: paymentDismissFlags.expiring,
    });
  });

  it('stays hidden once its flag was dismissed', () => {
    const given = status({ hasCreditCardExpired: true }, 8 * DAY_MS);
    expect(show(given, [paymentDismissFlags.expired])).toBeNull();
  });

  it('shows only on its routes, and only for non-cancelled Stripe or Braintree members', () => {
    const given = status({ hasRecurringPaymentFailedMoreThanOnce: true });
    for (const route of [
      'ShowSettings',
      'ShowSettingsTab',
      'ShowPost',
      'ShowPostUnderUser',
      'ShowPostUnderCollection',
    ] as const) {
      expect(paymentBanner(given, route, [], now)).not.toBeNull();
    }
    expect(paymentBanner(given, 'ShowUser', [], now)).toBeNull();
    expect(paymentBanner(given, null, [], now)).toBeNull();
    expect(show({ ...given, isCancelled: true })).toBeNull();
    expect(show({ ...given, paymentProvider: null })).toBeNull();
    expect(show(status())).toBeNull(); // nothing to say
  });

  it('takes a card to work until the end of its expiration month', () => {
    expect(cardExpiresAt(status())).toBe(Date.UTC(2031, 0, 1));
    expect(cardExpiresAt(status({ paymentMethod: { kind: 'PaypalAccount' } }))).toBeNull();
  });
});

describe('one banner at a time (spec 2 §4 priority)', () => {
  const facts: BannerFacts = {
    member: false,
    hydrated: true,
    onLockedPost: false,
    route: 'ShowHome',
    status: null,
    dismissedFlags: [],
    upsellDismissedAt: null,
    reactivationDismissedAt: null,
    now,
  };
  const failing = status({ isCancelled: true, hasRecurringPaymentFailedMoreThanOnce: true }, 60 * DAY_MS);

  it('puts the upsell first, then reactivation, then payment', () => {
    expect(chooseBanner({ ...facts, status: failing })).toEqual({ kind: 'membership-upsell' });
    expect(chooseBanner({ ...facts, member: true, status: failing })).toMatchObject({ kind: 'reactivation' });
    expect(
      chooseBanner({ ...facts, member: true, status: { ...failing, isCancelled: false } }),
    ).toMatchObject({ kind: 'payment', case: 'failed' });
  });

  it('shows nothing to a member without a status, which is every member today', () => {
    expect(chooseBanner({ ...facts, member: true })).toBeNull();
  });
});

describe('local dismissals', () => {
  afterEach(() => localStorage.clear());

  it('remember when each banner was dismissed', () => {
    expect(dismissedAt('upsell')).toBeNull();
    recordDismissal('upsell', now);
    recordDismissal('reactivation', now + 1);
    expect(dismissedAt('upsell')).toBe(now);
    expect(dismissedAt('reactivation')).toBe(now + 1);
  });
});
