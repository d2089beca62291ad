import { hasPastMemberships, isNewToMembership } from './membership-history.ts';

const now = Date.UTC(2026, 10, 27);
const since = Date.UTC(2024, 0, 1);

test('a reader never a member has no past membership and is new to membership', () => {
  expect(hasPastMemberships({ tier: 'FREE' }, now)).toBe(false);
  expect(isNewToMembership({ tier: 'FREE' })).toBe(true);
});

test('a current member, paid or gifted, has no past membership yet', () => {
  expect(hasPastMemberships({ tier: 'MEMBER', memberSince: since }, now)).toBe(false);
  expect(
    hasPastMemberships({ tier: 'FREE', memberSince: since, giftTier: 'FRIEND', giftEndsAt: now + 1 }, now),
  ).toBe(false);
  expect(isNewToMembership({ tier: 'MEMBER', memberSince: since })).toBe(false);
});

test('a membership that ended, paid or gifted, is a past membership', () => {
  expect(hasPastMemberships({ tier: 'FREE', memberSince: since }, now)).toBe(true);
  expect(hasPastMemberships({ memberSince: since, giftTier: 'MEMBER', giftEndsAt: now }, now)).toBe(true);
});
