import { gql } from '@apollo/client';
import type { MembershipTier } from '../lib/format/avatar.ts';

/** What an avatar's badge needs of its user (spec 2 §3): the tier, and since when a Friend is one. */
export interface AvatarMembershipUser {
  /** Null for a FREE reader. friendSince: AWSTimestamp (seconds). */
  membership: { id: string; tier: MembershipTier; friendSince: number | null } | null;
}

export const AvatarMembership_user = gql`
  fragment AvatarMembership_user on User {
    membership {
      id
      tier
      friendSince
    }
  }
`;
