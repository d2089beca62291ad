import { authorNewsletterId } from '#shared/data/newsletter-id.ts';
import type { UserItem } from '../../data/reads/users.ts';
import { toGraphqlUser } from './graphql-user.ts';

const stored: UserItem = {
  id: 'user-ada',
  username: 'ada',
  name: 'Ada',
  bio: 'Analyst',
  createdAt: 0,
  email: 'ada@folio.example',
  unverifiedEmail: 'ada@new.example',
  tier: 'MEMBER',
  memberSince: Date.UTC(2024, 2, 5, 12, 0, 0, 500),
  pronouns: ['she', 'her'],
  isSuspended: false,
  hasSubdomain: true,
  isAuthorVerified: true,
  dismissableFlags: ['upsell'],
  postSubscribeMembershipUpsellShownAt: Date.UTC(2026, 0, 2, 3, 4, 5, 600),
  hasPassword: true,
  followerCount: 3,
  followingCount: 1,
};

describe('toGraphqlUser', () => {
  it('maps the public fields for anyone, with the membership in AWSTimestamp seconds', () => {
    expect(toGraphqlUser(stored)).toEqual({
      __typename: 'User',
      id: 'user-ada',
      name: 'Ada',
      username: 'ada',
      bio: 'Analyst',
      imageId: null,
      membership: {
        __typename: 'Membership',
        id: 'membership-user-ada',
        tier: 'MEMBER',
        memberSince: Date.UTC(2024, 2, 5, 12) / 1000,
        friendSince: null,
      },
      pronouns: ['she', 'her'],
      newsletterV3Id: authorNewsletterId('user-ada'),
      isSuspended: false,
      hasSubdomain: true,
      mediumMemberAt: Date.UTC(2024, 2, 5, 12) / 1000,
      socialStats: { __typename: 'SocialStats', followerCount: 3, followingCount: 1 },
      pinnedPostIds: [],
      emailObfuscated: null,
      unverifiedEmail: null,
      dismissableFlags: null,
      hasPastMemberships: null,
      isMembershipTrialEligible: null,
      postSubscribeMembershipUpsellShownAt: null,
      partnerProgramEnrollment: null,
      isAuthorVerified: null,
      hasPassword: null,
      notificationSettings: null,
      publishingSettings: null,
    });
  });

  it('fills the viewer-only fields for the viewer', () => {
    expect(toGraphqlUser(stored, true)).toMatchObject({
      emailObfuscated: 'a***@f***.example',
      unverifiedEmail: 'ada@new.example',
      dismissableFlags: ['upsell'],
      hasPastMemberships: false,
      isMembershipTrialEligible: false,
      postSubscribeMembershipUpsellShownAt: Date.UTC(2026, 0, 2, 3, 4, 5) / 1000,
      partnerProgramEnrollment: null,
      isAuthorVerified: true,
      hasPassword: true,
    });
  });

  it('gives a FREE reader no membership and no member date, and defaults what a legacy item lacks (counts 0)', () => {
    const legacy: UserItem = { id: 'u', username: 'u', name: 'U', createdAt: 0, memberSince: 1000 };
    expect(toGraphqlUser(legacy, true)).toMatchObject({
      bio: '',
      membership: null,
      mediumMemberAt: null,
      pronouns: [],
      isSuspended: false,
      hasSubdomain: false,
      socialStats: { followerCount: 0, followingCount: 0 },
      emailObfuscated: null,
      unverifiedEmail: null,
      dismissableFlags: [],
      // memberSince set, served FREE: a membership that ended (decision 150).
      hasPastMemberships: true,
      isMembershipTrialEligible: false,
      postSubscribeMembershipUpsellShownAt: null,
      isAuthorVerified: false,
      hasPassword: false,
    });
  });

  it('gives a Friend both dates', () => {
    const friend = toGraphqlUser({ ...stored, tier: 'FRIEND', friendSince: Date.UTC(2025, 0, 1) });
    expect(friend.membership).toMatchObject({ tier: 'FRIEND', friendSince: Date.UTC(2025, 0, 1) / 1000 });
  });
});
