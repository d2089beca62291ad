/** @jest-environment jsdom */
import { fakeSettingsServer, viewerFixture } from '../fake-settings-server.ts';
import { SettingsPage } from '../settings-page.tsx';
import { createHarness, settingsView, settle } from '../settings-test-harness.tsx';

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
