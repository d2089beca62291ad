import { gql } from '@apollo/client';

/**
 * Spec 2 §3 membership {id, tier, memberSince, friendSince} (AWSTimestamps, in seconds); null for a
 * reader who is not a member.
 */
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
