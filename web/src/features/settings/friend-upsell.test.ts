import { friendUpsellQuietMs, showsFriendUpsell, type FriendUpsellInput } from './friend-upsell.ts';

const day = 86_400_000;
const now = Date.UTC(2024, 5, 1);
const eligible: FriendUpsellInput = {
  canSwitchPlan: true,
  hydrated: true,
  inNativeApp: false,
  dismissedThisSession: false,
  tier: 'MEMBER',
  dismissedAt: null,
  now,
};

describe('the settings Friend upsell (spec 2 §4)', () => {
  it('shows for a hydrated Member who can switch plans and never dismissed it', () => {
    expect(showsFriendUpsell(eligible)).toBe(true);
  });

  it.each<[string, Partial<FriendUpsellInput>]>([
    ['plan switching is not allowed', { canSwitchPlan: false }],
    ['the client is not hydrated', { hydrated: false }],
    ['in the native app', { inNativeApp: true }],
    ['dismissed this session', { dismissedThisSession: true }],
    ['a Friend', { tier: 'FRIEND' }],
    ['a free reader', { tier: 'FREE' }],
    ['no membership', { tier: null }],
    ['dismissed yesterday', { dismissedAt: now - day }],
    ['dismissed 179 days ago', { dismissedAt: now - 179 * day }],
  ])('hides when %s', (_, change) => {
    expect(showsFriendUpsell({ ...eligible, ...change })).toBe(false);
  });

  it('stays away 180 days (30 × 6) after a dismissal, then returns', () => {
    expect(friendUpsellQuietMs).toBe(180 * day);
    expect(showsFriendUpsell({ ...eligible, dismissedAt: now - 180 * day + 1 })).toBe(false);
    expect(showsFriendUpsell({ ...eligible, dismissedAt: now - 180 * day })).toBe(true);
  });
});
