import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedQuery } from '../../../routes/page-registry.ts';
import {
  StoryList_connection,
  storiesPerPage,
  type StoryListConnection,
} from '../../../ui/story-list/story-list-fragment.ts';

export interface ProfileUser {
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

interface UserProfileQueryVariables {
  username: string;
  limit: number;
  to?: string;
}

/** A writer's profile: who they are and their stories, newest first. */
export const UserProfileQuery: TypedDocumentNode<UserProfileQueryData, UserProfileQueryVariables> = gql`
  query UserProfileQuery($username: String!, $limit: Int!, $to: String) {
    userResult(username: $username) {
      __typename
      ... on User {
        id
        name
        username
        bio
        imageId
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
`;

export const userProfileQuery = (
  username: string,
): TypedQuery<UserProfileQueryData, UserProfileQueryVariables> => ({
  query: UserProfileQuery,
  variables: { username, limit: storiesPerPage },
});

export const useUserProfileQuery = (username: string) =>
  useQuery(UserProfileQuery, userProfileQuery(username));
