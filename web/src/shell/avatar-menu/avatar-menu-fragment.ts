import { gql } from '@apollo/client';

/**
 * What the avatar button and its menu show of the signed-in reader (spec 1 §2.5, §3 Viewer); the
 * membership (null for a FREE reader) has AWSTimestamps, in seconds.
 */
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
