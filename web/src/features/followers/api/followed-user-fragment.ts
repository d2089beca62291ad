import { gql } from '@apollo/client';
import { SocialUser_user, type SocialUser } from '../../../lib/social/social-fragments.ts';

/** The writer whose followers or following the page lists: heading, counts and the sidebar's card. */
export interface FollowedUser extends SocialUser {
  __typename: 'User';
  name: string;
  username: string;
  bio: string;
  imageId: string | null;
}

/** What userResult answers when there is no such writer (the page is then a 404). */
export type MissingUser = { __typename: 'NotFound' | 'BadRequest'; message: string };

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
