import { authorNewsletterId } from '#shared/data/newsletter-id.ts';
import { servedTier } from '#shared/data/served-tier.ts';
import { hasPastMemberships, isNewToMembership } from '#shared/data/membership-history.ts';
import type { Membership, User } from '#graphql/generated/schema-types.ts';
import { obfuscateEmail } from './obfuscate-email.ts';
import { toGraphqlNotificationSettings, toGraphqlPublishingSettings } from './settings.ts';
import type { UserItem } from '../../data/reads/users.ts';

/** The fields only the signed-in reader may see of their own User (null for anyone else). */
type ViewerOnlyFields = Pick<
  User,
  | 'emailObfuscated'
  | 'unverifiedEmail'
  | 'dismissableFlags'
  | 'hasPastMemberships'
  | 'isMembershipTrialEligible'
  | 'postSubscribeMembershipUpsellShownAt'
  | 'partnerProgramEnrollment'
  | 'isAuthorVerified'
  | 'hasPassword'
  | 'notificationSettings'
  | 'publishingSettings'
>;

/** The User's fields that other resolvers answer from its `id`, so a User answer leaves them out. */
type ResolvedElsewhere =
  /** The posts domain. */
  | 'postsConnection'
  | 'pinnedPosts'
  | 'seriesConnection'
  | 'readingHistory'
  | 'highlights'
  | 'catalogsConnection'
  | 'clappedPostsConnection'
  | 'responsesConnection'
  | 'lastPostCreatedAt'
  /** The publications domain. */
  | 'adminCollections'
  /** The users domain's social fields. */
  | 'viewerEdge'
  | 'followersConnection'
  | 'followingConnection'
  | 'mutedUsersConnection'
  | 'mutedCollectionsConnection'
  | 'followingCollectionsConnection'
  | 'followingTagsConnection'
  /** The auth domain's Security settings. */
  | 'sessions'
  | 'integrationTokens'
  | 'connectedAccounts'
  | 'twitterScreenName'
  | 'geolocation'
  /** The memberships domain (it reads the flags). */
  | 'hasGroupGiftingEnabled'
  /** The newsletters domain. */
  | 'newsletterV3'
  | 'isEligibleToImportEmails';

/**
 * The GraphQL User (graphql/schema.graphql) as every domain that answers with one builds it (users for
 * profiles, auth for the settings it owns), in one place; its other fields are resolved from `id`.
 * socialStats (spec 2 §3) are kept on the user item by the follow transaction (absent counts read as 0).
 */
export type GraphqlUser = Omit<User, ResolvedElsewhere> & {
  /** Not in the schema: User.pinnedPosts (posts) reads its stories from these, with no read of the user. */
  pinnedPostIds: string[];
};

/** AppSync's AWSTimestamp counts seconds; the table stores epoch milliseconds. */
export function toAwsTimestamp(epochMs: number): number;
export function toAwsTimestamp(epochMs: number | undefined): number | null;
export function toAwsTimestamp(epochMs: number | undefined) {
  return epochMs === undefined ? null : Math.floor(epochMs / 1000);
}

/**
 * Spec 2 §3 membership {id, tier, memberSince, friendSince}, null for a FREE reader. No membership
 * entity exists yet (payments will add it): until then the membership is known by its user, and its id
 * is derived from the user's so the client cache can normalise it.
 */
function toGraphqlMembership(user: UserItem): Membership | null {
  const tier = servedTier(user, Date.now());
  if (tier === 'FREE') return null;
  return {
    __typename: 'Membership',
    id: `membership-${user.id}`,
    tier,
    memberSince: toAwsTimestamp(user.memberSince),
    friendSince: toAwsTimestamp(user.friendSince),
  };
}

const hiddenFromOthers: ViewerOnlyFields = {
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
};

function viewerOnlyFields(user: UserItem): ViewerOnlyFields {
  return {
    emailObfuscated: user.email ? obfuscateEmail(user.email) : null,
    unverifiedEmail: user.unverifiedEmail ?? null,
    dismissableFlags: user.dismissableFlags ?? [],
    hasPastMemberships: hasPastMemberships(user, Date.now()),
    isMembershipTrialEligible: isNewToMembership(user),
    postSubscribeMembershipUpsellShownAt:
      user.postSubscribeMembershipUpsellShownAt === undefined
        ? null
        : Math.floor(user.postSubscribeMembershipUpsellShownAt / 1000),
    // No partner programme data exists yet: nobody is enrolled.
    partnerProgramEnrollment: null,
    isAuthorVerified: user.isAuthorVerified ?? false,
    hasPassword: user.hasPassword ?? false,
    notificationSettings: toGraphqlNotificationSettings(user),
    publishingSettings: toGraphqlPublishingSettings(user),
  };
}

/**
 * A stored user as the API shows it. `isViewer`: the user is the one signed in, who alone sees the
 * viewer-only fields; everyone else gets them as null.
 */
export function toGraphqlUser(user: UserItem, isViewer = false): GraphqlUser {
  const membership = toGraphqlMembership(user);
  return {
    __typename: 'User',
    id: user.id,
    name: user.name,
    username: user.username,
    bio: user.bio ?? '',
    imageId: user.imageId ?? null,
    membership,
    pronouns: user.pronouns ?? [],
    isSuspended: user.isSuspended ?? false,
    hasSubdomain: user.hasSubdomain ?? false,
    newsletterV3Id: authorNewsletterId(user.id),
    // The spec's other name for when the current membership began; null without one.
    mediumMemberAt: membership?.memberSince ?? null,
    socialStats: {
      __typename: 'SocialStats',
      followerCount: user.followerCount ?? 0,
      followingCount: user.followingCount ?? 0,
    },
    pinnedPostIds: [...(user.pinnedPostIds ?? [])],
    ...(isViewer ? viewerOnlyFields(user) : hiddenFromOthers),
  };
}
