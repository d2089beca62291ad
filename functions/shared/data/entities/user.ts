import { digestFrequencies, emailFrequencies, responsesAllowedValues } from '#contract/user-settings.ts';
import { membershipTiers } from '../../api/viewer.ts';

/** A person with an account: reader, writer or both. */
export const userSchema = {
  model: { entity: 'user', version: '1', service: 'folio' },
  attributes: {
    id: { type: 'string', required: true },
    username: { type: 'string', required: true },
    name: { type: 'string', required: true },
    bio: { type: 'string', default: '' },
    imageId: { type: 'string' },
    /** Normalised (trimmed, lower case). Unique through its `email` claim; absent for legacy accounts. */
    email: { type: 'string' },
    /** A new address waiting for its verification link; `email` changes only once it is verified. */
    unverifiedEmail: { type: 'string' },
    tier: { type: membershipTiers, default: 'FREE' },
    /** Epoch ms: when the membership started, and when the Friend tier started. */
    memberSince: { type: 'number' },
    friendSince: { type: 'number' },
    /**
     * A redeemed gift membership (functions/memberships/gifts): its tier, served until `giftEndsAt`
     * (epoch ms) beside the paid `tier` (served-tier.ts): no sweep, the session's tier is read with it.
     */
    giftTier: { type: ['MEMBER', 'FRIEND'] as const },
    giftEndsAt: { type: 'number' },
    pronouns: { type: 'list', items: { type: 'string' }, default: () => [] },
    isStaff: { type: 'boolean', default: false },
    isSuspended: { type: 'boolean', default: false },
    /**
     * The stories the writer pinned to the top of their profile (at most maxPinnedStories): the
     * profile's pinned stories are one BatchGet of these, and pinning is conditioned on their number.
     */
    pinnedPostIds: { type: 'set', items: 'string' },
    /** Staff who may read suspended stories (spec 2 §6 can_view_suspended_content). */
    canViewSuspendedContent: { type: 'boolean', default: false },
    hasSubdomain: { type: 'boolean', default: false },
    isAuthorVerified: { type: 'boolean', default: false },
    dismissableFlags: { type: 'list', items: { type: 'string' }, default: () => [] },
    /** Epoch ms: when the membership upsell after a first subscription was shown (once, decision 160). */
    postSubscribeMembershipUpsellShownAt: { type: 'number' },
    /**
     * Notification and publishing settings (graphql/contract/user-settings.ts). No defaults here: an
     * absent value reads as the default there, so accounts older than a setting need no migration.
     */
    emailFrequency: { type: emailFrequencies },
    digestFrequency: { type: digestFrequencies },
    allowEmailNewFollowers: { type: 'boolean' },
    allowEmailResponses: { type: 'boolean' },
    allowEmailMentions: { type: 'boolean' },
    allowEmailHighlights: { type: 'boolean' },
    allowEmailRecommendedStories: { type: 'boolean' },
    allowEmailNewsletters: { type: 'boolean' },
    // Which notifications are made at all (issue #16, decision 207).
    notifyNewFollowers: { type: 'boolean' },
    notifyClaps: { type: 'boolean' },
    notifyResponses: { type: 'boolean' },
    notifyHighlights: { type: 'boolean' },
    notifyListFollows: { type: 'boolean' },
    notifyNewStories: { type: 'boolean' },
    notifySubmissions: { type: 'boolean' },
    notifyGifts: { type: 'boolean' },
    notifyMentions: { type: 'boolean' },
    allowEmailAddressSharingEditorWriter: { type: 'boolean' },
    defaultResponsesAllowed: { type: responsesAllowedValues },
    /**
     * Spec 2 §3 socialStats: how many follow this user, and how many users and publications they
     * follow. Changed only in the transaction that writes or deletes the follow
     * (functions/users/social-repository.ts); absent reads as 0, so older users need no migration.
     */
    followerCount: { type: 'number' },
    followingCount: { type: 'number' },
    /** Whether a password is set; the password itself lives in the `credential` item (auth). */
    hasPassword: { type: 'boolean', default: false },
    createdAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
    byUsername: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['username'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
} as const;
