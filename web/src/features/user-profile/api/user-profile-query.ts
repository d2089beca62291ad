import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { SocialUser_user, type SocialUser } from '../../../lib/social/social-fragments.ts';
import type { TypedQuery } from '../../../routes/page-registry.ts';
import { AvatarMembership_user, type AvatarMembershipUser } from '../../../ui/avatar-membership-fragment.ts';
import {
  StoryList_connection,
  storiesPerPage,
  type StoryListConnection,
} from '../../../ui/story-list/story-list-fragment.ts';

export interface ProfileUser extends AvatarMembershipUser, SocialUser {
  __typename: 'User';
  id: string;
  name: string;
  username: string;
  bio: string;
  imageId: string | null;
  postsConnection: StoryListConnection;
}

export interface UserProfileQueryData {
  userResult: ProfileUser | { __typename: 'NotFound' | 'BadRequest'; message: string };
}

/** Spec 1 §2.3 profile shapes: /@{username}, or /u/{userId} for a user known by id. */
export type ProfileLookup = { username: string } | { id: string };

interface UserProfileQueryVariables {
  username?: string;
  id?: string;
  limit: number;
  to?: string;
}

/** A writer's profile: who they are and their stories, newest first. */
export const UserProfileQuery: TypedDocumentNode<UserProfileQueryData, UserProfileQueryVariables> = gql`
  query UserProfileQuery($username: String, $id: ID, $limit: Int!, $to: String) {
    userResult(username: $username, id: $id) {
      __typename
      ... on User {
        id
        name
        username
        bio
        imageId
        ...AvatarMembership_user
        ...SocialUser_user
        postsConnection(paging: { limit: $limit, to: $to }) {
          ...StoryList_connection
        }
      }
      ... on NotFound {
        message
      }
      ... on BadRequest {
        message
      }
    }
  }
  ${StoryList_connection}
  ${AvatarMembership_user}
  ${SocialUser_user}
`;

export const userProfileQuery = (
  lookup: ProfileLookup,
): TypedQuery<UserProfileQueryData, UserProfileQueryVariables> => ({
  query: UserProfileQuery,
  variables: { ...lookup, limit: storiesPerPage },
});

/** The lookup a profile route names: ShowUserById carries userId, the others a username. */
export const profileLookup = (params: Record<string, string | undefined>): ProfileLookup =>
  params.userId ? { id: params.userId } : { username: params.username ?? '' };

export const useUserProfileQuery = (lookup: ProfileLookup) =>
  useQuery(UserProfileQuery, userProfileQuery(lookup));
