/** @jest-environment jsdom */
import { act } from 'react';
import { viewerQuery } from '#web/connected/viewer/viewer-query.ts';
import { isMember } from '#web/lib/viewer-session.ts';
import { createPlansHarness, viewerWith } from './plans-test-harness.tsx';
import { WelcomeMemberPage, welcomePolling } from './welcome-member-page.tsx';

let harness: ReturnType<typeof createPlansHarness>;
beforeEach(() => {
  jest.useFakeTimers();
  harness = createPlansHarness();
});
afterEach(() => {
  harness.unmount();
  jest.useRealTimers();
});

/** Time passes (fake timers), with the promises it lets settle. */
const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('/welcome-member', () => {
  it('waits, asking again, until the webhook made the reader a member; then leads back to the story', async () => {
    window.history.replaceState(null, '', '/welcome-member?from=%2Fp%2Fstory1');
    harness.render(<WelcomeMemberPage />, { viewer: viewerWith('FREE'), tiers: ['FREE', 'FREE', 'MEMBER'] });
    await wait(50);
    expect(harness.text()).toContain('Confirming your payment…');
    await wait(welcomePolling.firstMs);
    expect(harness.text()).toContain('Confirming your payment…');
    await wait(welcomePolling.firstMs);
    expect(harness.text()).toContain('Welcome, member.');
    expect(harness.links()).toEqual([['Continue reading', '/p/story1']]);
    // The viewer everywhere is a member now: the banners, the menu, the sign-in confirmation's wording.
    const { viewer } = harness.client.cache.readQuery(viewerQuery())!;
    expect(isMember(viewer!)).toBe(true);
    const asked = harness.sent('WelcomeMemberQuery').length;
    await wait(welcomePolling.firstMs * 3);
    expect(harness.sent('WelcomeMemberQuery')).toHaveLength(asked);
  });

  it('asks less often once it is slow, says so, and never leads off the site', async () => {
    window.history.replaceState(null, '', '/welcome-member?from=%2F%2Fevil.example');
    harness.render(<WelcomeMemberPage />, { viewer: viewerWith('FREE'), tiers: ['FREE'] });
    await wait(50);
    await wait(welcomePolling.slowAfterMs);
    expect(harness.text()).toContain('taking longer than usual');
    const asked = harness.sent('WelcomeMemberQuery').length;
    await wait(welcomePolling.laterMs - 100);
    expect(harness.sent('WelcomeMemberQuery')).toHaveLength(asked);
    await wait(200);
    expect(harness.sent('WelcomeMemberQuery')).toHaveLength(asked + 1);
  });

  it('welcomes a Friend (the webhook came first) as one, and sends them home with no story to go back to', async () => {
    window.history.replaceState(null, '', '/welcome-member?from=%2F%2Fevil.example');
    harness.render(<WelcomeMemberPage />, { viewer: viewerWith('FRIEND'), tiers: ['FRIEND'] });
    await wait(50);
    expect(harness.text()).toContain('Welcome, Friend of Folio.');
    expect(harness.links()).toEqual([['Start reading', '/']]);
  });
});
