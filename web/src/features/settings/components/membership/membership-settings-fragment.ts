import { gql } from '@apollo/client';
import type { MembershipTier } from '#graphql/generated/operations';

/** Spec 2 §3 membership {id, tier, memberSince, friendSince}; null for a reader who is not a member. */
export interface MembershipSettingsUser {
  __typename: 'User';
  id: string;
  membership: {
    id: string;
    tier: MembershipTier;
    /** AWSTimestamps (seconds). */
    memberSince: number | null;
    friendSince: number | null;
  } | null;
}

export const MembershipSettings_user = gql`
  fragment MembershipSettings_user on User {
    id
    membership {
      id
      tier
      memberSince
      friendSince
    }
  }
`;
