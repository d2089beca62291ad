import { obfuscateEmail } from './obfuscate-email.ts';
import {
  toGraphqlNotificationSettings,
  toGraphqlPublishingSettings,
  type GraphqlNotificationSettings,
  type GraphqlPublishingSettings,
} from './settings.ts';
import type { UserItem } from '../reads/users.ts';

type Tier = UserItem['tier'];

export interface GraphqlMembership {
  __typename: 'Membership';
  id: string;
  tier: Exclude<Tier, 'FREE'>;
  memberSince: number | null;
  friendSince: number | null;
}

/** The fields only the signed-in reader may see of their own User (null for anyone else). */
export interface ViewerOnlyFields {
  emailObfuscated: string | null;
  unverifiedEmail: string | null;
  dismissableFlags: string[] | null;
  partnerProgramEnrollment: null;
  isAuthorVerified: boolean | null;
  hasPassword: boolean | null;
  notificationSettings: GraphqlNotificationSettings | null;
  publishingSettings: GraphqlPublishingSettings | null;
}

/**
 * The GraphQL User (graphql/schema.graphql), in one place because several domains answer with a User
 * (users for profiles, auth for the settings it owns). postsConnection is resolved by the posts domain
 * and adminCollections by the publications domain, both from `id`.
 */
export interface GraphqlUser extends ViewerOnlyFields {
  __typename: 'User';
  id: string;
  name: string;
  username: string;
  bio: string;
  imageId: string | null;
  membership: GraphqlMembership | null;
  pronouns: string[];
  isSuspended: boolean;
  hasSubdomain: boolean;
  mediumMemberAt: number | null;
  socialStats: GraphqlSocialStats;
}

/** Spec 2 §3 socialStats, kept on the user item by the follow transaction (absent counts read as 0). */
export interface GraphqlSocialStats {
  __typename: 'SocialStats';
  followerCount: number;
  followingCount: number;
}

/** AppSync's AWSTimestamp counts seconds; the table stores epoch milliseconds. */
export const toAwsTimestamp = (epochMs: number | undefined) =>
  epochMs === undefined ? null : Math.floor(epochMs / 1000);

/**
 * Spec 2 §3 membership {id, tier, memberSince, friendSince}, null for a FREE reader. No membership
 * entity exists yet (payments will add it): until then the membership is known by its user, and its id
 * is derived from the user's so the client cache can normalise it.
 */
function toGraphqlMembership(user: UserItem): GraphqlMembership | null {
  const tier = user.tier ?? 'FREE';
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
    // The spec's other name for when the current membership began; null without one.
    mediumMemberAt: membership?.memberSince ?? null,
    socialStats: {
      __typename: 'SocialStats',
      followerCount: user.followerCount ?? 0,
      followingCount: user.followingCount ?? 0,
    },
    ...(isViewer ? viewerOnlyFields(user) : hiddenFromOthers),
  };
}
