/** @jest-environment jsdom */
import { fakeSettingsServer, viewerFixture } from '../fake-settings-server.ts';
import { SettingsPage } from '../settings-page.tsx';
import { byText, click, createHarness, settingsView, settle } from '../settings-test-harness.tsx';

let harness: ReturnType<typeof createHarness>;
beforeEach(() => {
  window.history.replaceState(null, '', '/me/settings/membership');
  harness = createHarness();
});
afterEach(() => harness.unmount());

async function showMembership(membership: ReturnType<typeof viewerFixture>['membership']) {
  harness.render(<SettingsPage params={{ setting: 'membership' }} />, {
    answer: fakeSettingsServer(viewerFixture({ membership })),
    view: settingsView('membership'),
  });
  await settle();
}

const section = (id: string) => harness.container.querySelector<HTMLElement>(`#${id}`)!;

describe('the Membership and payment tab', () => {
  it('shows a member’s tier and since when (UTC month and year)', async () => {
    // 2024-03-05T00:00:00Z in seconds.
    await showMembership({ id: 'm1', tier: 'MEMBER', memberSince: 1_709_596_800, friendSince: null });
    expect(section('membership').textContent).toContain('Your plan: Member');
    expect(section('membership').textContent).toContain('Member since Mar 2024');
    expect(section('membership').querySelector('a')).toBeNull();
  });

  it('shows since when a Friend is one', async () => {
    await showMembership({
      id: 'm1',
      tier: 'FRIEND',
      memberSince: 1_709_596_800,
      friendSince: 1_717_200_000,
    });
    expect(section('membership').textContent).toContain('Your plan: Friend');
    expect(section('membership').textContent).toContain('Friend since Jun 2024');
  });

  it('offers a non-member the plans page (ShowPay)', async () => {
    await showMembership(null);
    expect(section('membership').textContent).toContain('You read Folio for free.');
    const link = section('membership').querySelector('a')!;
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Become a member', '/plans']);
  });

  it('says when no payment method is on file', async () => {
    await showMembership(null);
    expect(section('payment').textContent).toContain('No payment method on file.');
    // The way to a new card is for a Stripe membership only.
    expect(section('payment').querySelector('a')).toBeNull();
  });

  it('shows no Friend upsell while plan switching is not known to be allowed', async () => {
    await showMembership({ id: 'm1', tier: 'MEMBER', memberSince: 1_709_596_800, friendSince: null });
    expect(harness.container.querySelector('.settings-banner')).toBeNull();
  });
});

describe('the billing history', () => {
  const charge = (id: string, createdAt: number, overrides: Record<string, unknown> = {}) => ({
    __typename: 'ChargeV2',
    id,
    createdAt,
    productKind: 'MONTHLY',
    status: 'PAID',
    currency: 'USD',
    amount: 500,
    ...overrides,
  });
  const page = (charges: unknown[], to: string | null) => ({
    billingHistory: {
      __typename: 'ChargeConnection',
      charges,
      pagingInfo: { __typename: 'PagingInfo', next: to ? { __typename: 'PageParams', limit: 10, to } : null },
    },
  });
  const rows = () =>
    [...section('billingHistory').querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );

  it('says when the reader has no payments', async () => {
    await showMembership(null);
    expect(section('billingHistory').textContent).toContain('You have no payments yet.');
  });

  it('lists charges newest first with their receipts, and Show more appends the next page', async () => {
    const answer = fakeSettingsServer(viewerFixture({ membership: null }), {
      BillingHistoryQuery: ({ to }) =>
        to === 'page-2'
          ? page([charge('ch_1', 1_709_596_800, { productKind: 'GIFT', amount: 1500 })], null)
          : page(
              [charge('ch_3', 1_717_200_000, { status: 'FAILED' }), charge('ch_2', 1_714_521_600)],
              'page-2',
            ),
    });
    harness.render(<SettingsPage params={{ setting: 'membership' }} />, {
      answer,
      view: settingsView('membership'),
    });
    await settle();
    expect(rows()).toEqual([
      ['Jun 1, 2024', 'Folio Member (monthly) · Failed', '$5.00', 'Receipt'],
      ['May 1, 2024', 'Folio Member (monthly)', '$5.00', 'Receipt'],
    ]);
    const receipt = section('billingHistory').querySelector('tbody a')!;
    expect(receipt.getAttribute('href')).toBe('/me/billing-history/receipt/ch_3');

    click(byText('Show more', section('billingHistory')));
    await settle();
    expect(rows().map((row) => row[1])).toEqual([
      'Folio Member (monthly) · Failed',
      'Folio Member (monthly)',
      'Gift membership',
    ]);
    expect(byText('Show more', section('billingHistory'))).toBeUndefined();
  });
});
