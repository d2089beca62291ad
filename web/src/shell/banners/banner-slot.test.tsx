/** @jest-environment jsdom */
import { gql, type ApolloClient } from '@apollo/client';
import { act } from 'react';
import type { View } from '#web/lib/router/router-context.ts';
import { texts } from '#web/lib/texts.ts';
import { createSessionHarness, reader, settle } from '../session-test-harness.tsx';
import { bannerDismissalsKey } from './banner-dismissals.ts';
import { BannerSlot } from './banner-slot.tsx';
import { DAY_MS, MembershipStatusContext, type MembershipStatus } from './membership-status.ts';
import { paymentDismissFlags } from './payment-rule.ts';

let harness: ReturnType<typeof createSessionHarness>;

beforeEach(() => {
  harness = createSessionHarness();
});
afterEach(() => {
  harness.unmount();
  localStorage.clear();
});

const banner = () => harness.container.querySelector<HTMLElement>('.banner');
const postView: View = { kind: 'page', route: 'ShowPost', params: { postId: 'story-abc123' }, page: 'post' };

/** The post page's data as the cache holds it once the page shows. */
const seedPost = (isLockedPreviewOnly: boolean) => (client: ApolloClient) =>
  client.cache.writeFragment({
    id: client.cache.identify({ __typename: 'Post', id: 'abc123' }),
    fragment: gql`
      fragment Seed on Post {
        id
        content {
          isLockedPreviewOnly
        }
      }
    `,
    data: { __typename: 'Post', id: 'abc123', content: { __typename: 'PostContent', isLockedPreviewOnly } },
  });

describe('the banner slot (spec 2 §4)', () => {
  it('invites a signed-in non-member to become a member, with the weekly price of the yearly plan', async () => {
    harness.render(<BannerSlot />, { viewer: reader });
    await settle();
    expect(banner()!.dataset.banner).toBe('membership-upsell');
    expect(banner()!.textContent).toContain(texts.banners.membershipUpsell('$0.96'));
    const link = banner()!.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Become a member', '/plans']);
  });

  it('hides the upsell when dismissed, and remembers when', async () => {
    harness.render(<BannerSlot />, { viewer: reader });
    await settle();
    act(() => banner()!.querySelector<HTMLButtonElement>('.banner__dismiss')!.click());
    expect(banner()).toBeNull();
    expect(typeof JSON.parse(localStorage.getItem(bannerDismissalsKey)!).upsell).toBe('number');
    harness.render(<BannerSlot />, { viewer: { ...reader } });
    await settle();
    expect(banner()).toBeNull();
  });

  it('shows no upsell on a member-only story’s preview, but does on a free one', async () => {
    harness.render(<BannerSlot />, { viewer: reader, view: postView, seed: seedPost(true) });
    await settle();
    expect(banner()).toBeNull();
    harness.unmount();
    harness = createSessionHarness();
    harness.render(<BannerSlot />, { viewer: reader, view: postView, seed: seedPost(false) });
    await settle();
    expect(banner()).not.toBeNull();
  });

  it('asks a member’s status (none here: no banner), and shows a visitor nothing, asking nothing', async () => {
    harness.render(<BannerSlot />, {
      viewer: { ...reader, membership: { id: 'm1', tier: 'FRIEND', memberSince: null, friendSince: null } },
    });
    await settle();
    expect(harness.container.querySelector('.banner')).toBeNull();
    expect(harness.asked).toEqual([{ operationName: 'MembershipStatusQuery', variables: {} }]);
    harness.render(<BannerSlot />, { viewerKind: 'anonymous' });
    await settle();
    expect(banner()).toBeNull();
    expect(harness.asked).toHaveLength(1);
  });
});

describe('the payment banner in the slot', () => {
  const member = {
    ...reader,
    membership: { id: 'm1', tier: 'MEMBER' as const, memberSince: null, friendSince: null },
  };
  const expired = (): MembershipStatus => ({
    membershipId: 'm1',
    currentPeriodEndsAt: Math.floor((Date.now() + 20 * DAY_MS) / 1000),
    isCancelled: false,
    paymentProvider: 'stripe',
    paymentFailedAt: null,
    hasRecurringPaymentFailedMoreThanOnce: false,
    hasCreditCardExpired: true,
    paymentMethod: {
      kind: 'CreditCard',
      cardType: 'Visa',
      lastFour: '4242',
      expirationMonth: 1,
      expirationYear: 2020,
    },
  });
  const withStatus = (status: MembershipStatus) => (
    <MembershipStatusContext.Provider value={status}>
      <BannerSlot />
    </MembershipStatusContext.Provider>
  );

  it('links to the payment method page, and a dismissal hides it and records the flag', async () => {
    const answer = (name: string) =>
      name === 'DismissFlag'
        ? { dismissFlag: { __typename: 'User', id: 'u1', dismissableFlags: [paymentDismissFlags.expired] } }
        : {};
    harness.render(withStatus(expired()), { viewer: member, answer });
    await settle();
    expect(banner()!.dataset.banner).toBe('payment');
    expect(banner()!.classList.contains('banner--neutral')).toBe(true);
    expect(banner()!.textContent).toContain('Your payment method has expired.');
    expect(banner()!.querySelector('a')!.getAttribute('href')).toBe('/me/settings/payment/update');
    act(() => banner()!.querySelector<HTMLButtonElement>('.banner__dismiss')!.click());
    expect(banner()).toBeNull();
    await settle();
    expect(harness.asked).toEqual([
      { operationName: 'DismissFlag', variables: { userId: 'u1', flag: paymentDismissFlags.expired } },
    ]);
  });

  it('offers no close button for a failed payment, in the error colour', async () => {
    harness.render(withStatus({ ...expired(), paymentFailedAt: 1 }), { viewer: member });
    await settle();
    expect(banner()!.classList.contains('banner--error')).toBe(true);
    expect(banner()!.querySelector('.banner__dismiss')).toBeNull();
  });
});
