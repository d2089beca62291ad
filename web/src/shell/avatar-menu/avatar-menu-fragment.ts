import { gql } from '@apollo/client';
import type { MembershipTier } from '#graphql/generated/operations';

/** What the avatar button and its menu show of the signed-in reader (spec 1 §2.5, §3 Viewer). */
export interface AvatarMenuUser {
  id: string;
  name: string;
  username: string;
  imageId: string | null;
  emailObfuscated: string | null;
  isAuthorVerified: boolean | null;
  /** AWSTimestamps (seconds). Null for a FREE reader. */
  membership: {
    id: string;
    tier: MembershipTier;
    memberSince: number | null;
    friendSince: number | null;
  } | null;
  partnerProgramEnrollment: { id: string; status: string } | null;
  adminCollections: { id: string; name: string; slug: string; avatar: { id: string } | null }[] | null;
}

export const AvatarMenu_user = gql`
  fragment AvatarMenu_user on User {
    id
    name
    username
    imageId
    emailObfuscated
    isAuthorVerified
    membership {
      id
      tier
      memberSince
      friendSince
    }
    partnerProgramEnrollment {
      id
      status
    }
    adminCollections {
      id
      name
      slug
      avatar {
        id
      }
    }
  }
`;
