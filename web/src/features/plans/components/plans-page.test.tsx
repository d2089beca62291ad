/** @jest-environment jsdom */
import { act } from 'react';
import { pageExit } from '#web/connected/sign-in/page-exit.ts';
import { LandingMembershipPage } from './landing-membership-page.tsx';
import { DiscountPlansPage, OnboardingPlansPage, PlansPage } from './plans-page.tsx';
import { createPlansHarness, settle, viewerWith } from './plans-test-harness.tsx';

let harness: ReturnType<typeof createPlansHarness>;
let exits: string[];
beforeEach(() => {
  window.history.replaceState(null, '', '/plans?from=%2Fp%2Fstory1');
  harness = createPlansHarness();
  exits = [];
  jest.spyOn(pageExit, 'assign').mockImplementation((url) => void exits.push(url));
});
afterEach(() => {
  harness.unmount();
  jest.restoreAllMocks();
});

const cards = () =>
  [...harness.container.querySelectorAll('.plan-card')].map((card) => card.textContent?.replace(/\s+/g, ' '));
const press = async (name: RegExp) => {
  const button = harness.buttons().find((candidate) => name.test(candidate.textContent ?? ''))!;
  act(() => button.click());
  await settle();
};

describe('the plans page', () => {
  it('shows the server’s four plans in the visitor’s currency (CA → CAD), switchable to USD', async () => {
    harness.render(<PlansPage params={{}} />, { country: 'CA' });
    await settle();
    expect(harness.sent('MembershipPlansQuery').map((request) => request.variables)).toEqual([
      { currency: 'CAD', offer: null },
    ]);
    expect(cards()).toHaveLength(4);
    expect(cards()[1]).toContain('Member, yearly$60$50/yearYou save $10');
    await press(/^USD$/);
    expect(harness.sent('MembershipPlansQuery').at(-1)!.variables).toEqual({ currency: 'USD', offer: null });
  });

  it('asks a visitor to sign up, and brings them back to the plans', async () => {
    harness.render(<PlansPage params={{}} />, { country: 'US' });
    await settle();
    const [label, href] = harness.links().find(([text]) => text === 'Sign up to become a member')!;
    expect(label).toBe('Sign up to become a member');
    const url = new URL(href!, 'https://folio.example');
    expect([url.pathname, url.searchParams.get('operation'), url.searchParams.get('redirect')]).toEqual([
      '/m/signin',
      'register',
      '/plans?from=%2Fp%2Fstory1',
    ]);
  });

  it('starts a non-member’s checkout by plan and currency, carrying where they started', async () => {
    harness.render(<PlansPage params={{}} />, {
      viewer: viewerWith('FREE'),
      checkout: { __typename: 'MembershipCheckout', url: 'https://checkout.stripe.example/c/pay/cs_1' },
    });
    await settle();
    await press(/Choose Friend of Folio, monthly/);
    expect(harness.sent('StartMembershipCheckout')[0]!.variables).toEqual({
      planId: 'PREMIUM_MONTHLY',
      currency: 'USD',
      offer: null,
      successPath: '/welcome-member?from=%2Fp%2Fstory1',
      cancelPath: '/plans?from=%2Fp%2Fstory1',
    });
    expect(exits).toEqual(['https://checkout.stripe.example/c/pay/cs_1']);
  });

  it.each([
    [
      { __typename: 'RateLimited', message: 'Too many checkouts started in a short time.' },
      'Too many checkouts',
    ],
    [undefined, 'Please try again.'],
  ])('shows a refusal clearly and stays (%p)', async (checkout, message) => {
    harness.render(<PlansPage params={{}} />, { viewer: viewerWith('FREE'), checkout });
    await settle();
    await press(/Choose Member, monthly/);
    expect(harness.container.querySelector('[role="alert"]')!.textContent).toContain(message);
    expect(exits).toEqual([]);
    expect(
      harness.buttons().some((button) => button.disabled && /Choose/.test(button.textContent ?? '')),
    ).toBe(false);
  });

  it('tells a member so and points to manage-membership, with nothing to choose', async () => {
    harness.render(<PlansPage params={{}} />, { viewer: viewerWith('MEMBER') });
    await settle();
    expect(harness.text()).toContain('You are already a member.');
    expect(harness.links()).toContainEqual(['Manage your membership', '/manage-membership']);
    expect(harness.buttons().filter((button) => /Choose/.test(button.textContent ?? ''))).toEqual([]);
  });

  it('shows one plan at /plans/confirmation/{membershipType}', async () => {
    harness.render(<PlansPage params={{ membershipType: 'premium-yearly' }} />, {
      viewer: viewerWith('FREE'),
    });
    await settle();
    expect(cards()).toEqual([expect.stringContaining('Friend of Folio, yearly$180$150/year')]);
  });
});

describe('the discount page', () => {
  it('shows the half-off first year (25, crossout 50, saved 25) and checks out with the offer', async () => {
    harness.render(<DiscountPlansPage />, {
      viewer: viewerWith('FREE'),
      checkout: { __typename: 'MembershipCheckout', url: 'https://checkout.stripe.example/c/pay/cs_2' },
    });
    await settle();
    expect(cards()).toEqual([
      expect.stringContaining('Member, yearly$50$25/yearfor your first yearYou save $25'),
    ]);
    await press(/Choose Member, yearly/);
    expect(harness.sent('StartMembershipCheckout')[0]!.variables).toMatchObject({
      planId: 'YEARLY',
      offer: 'HALF_OFF_FIRST_YEAR',
    });
  });
});

describe('the onboarding plans and the membership landing', () => {
  it('offers the plans as a step the reader may skip', async () => {
    harness.render(<OnboardingPlansPage />, { country: 'US' });
    await settle();
    expect(cards()).toHaveLength(4);
    expect(harness.links()).toContainEqual(['Not now', '/']);
  });

  it('leads from /membership to the plans', async () => {
    harness.render(<LandingMembershipPage />);
    await settle();
    expect(harness.container.querySelector('h1')!.textContent).toBe('Membership');
    expect(harness.links()).toEqual([['See plans', '/plans']]);
  });
});
