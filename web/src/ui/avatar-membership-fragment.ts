import { gql } from '@apollo/client';

/**
 * What an avatar's badge needs of its user (spec 2 §3): the tier, and since when a Friend is one
 * (membership is null for a FREE reader; friendSince is an AWSTimestamp, in seconds).
 */
export const AvatarMembership_user = gql`
  fragment AvatarMembership_user on User {
    membership {
      id
      tier
      friendSince
    }
  }
`;
