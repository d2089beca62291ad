import { servedTier } from './served-tier.ts';

const now = Date.UTC(2026, 10, 27);

test('the paid tier alone, FREE when there is none', () => {
  expect(servedTier({}, now)).toBe('FREE');
  expect(servedTier({ tier: 'MEMBER' }, now)).toBe('MEMBER');
});

test('a gift is served until it ends, then the paid tier again', () => {
  expect(servedTier({ tier: 'FREE', giftTier: 'MEMBER', giftEndsAt: now + 1 }, now)).toBe('MEMBER');
  expect(servedTier({ tier: 'FREE', giftTier: 'MEMBER', giftEndsAt: now }, now)).toBe('FREE');
  expect(servedTier({ tier: 'MEMBER', giftTier: 'FRIEND', giftEndsAt: now - 1 }, now)).toBe('MEMBER');
});

test('the higher of the two tiers while both hold', () => {
  expect(servedTier({ tier: 'MEMBER', giftTier: 'FRIEND', giftEndsAt: now + 1 }, now)).toBe('FRIEND');
  expect(servedTier({ tier: 'FRIEND', giftTier: 'MEMBER', giftEndsAt: now + 1 }, now)).toBe('FRIEND');
});
