import { gql } from '@apollo/client';
import { SocialUser_user } from '#web/connected/social/social-fragments.ts';

/**
 * The writer whose followers or following the page lists (heading, counts and the sidebar's card), or
 * what userResult answers when there is no such writer (the page is then a 404).
 */
export const FollowedUser_result = gql`
  fragment FollowedUser_result on UserResult {
    __typename
    ... on User {
      id
      name
      username
      bio
      imageId
      ...SocialUser_user
    }
    ... on NotFound {
      message
    }
    ... on BadRequest {
      message
    }
  }
  ${SocialUser_user}
`;
