import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { PostCard_post } from '#web/ui/post-card/post-card-fragment.ts';
import { StoryList_connection, storiesPerPage } from '#web/ui/story-list/story-list-fragment.ts';
import { ProfileUser_user } from './profile-user-fragment.ts';

type Variables = Operations.UserProfileQueryVariables;

/** The writer the profile shows. */
export type ProfileUser = Extract<Operations.UserProfileQuery['userResult'], { __typename: 'User' }>;

/** Spec 1 §2.3 profile shapes: /@{username}, or /u/{userId} for a user known by id. */
export type ProfileLookup = { username: string } | { id: string };

/** A writer's profile: who they are, the stories they pinned, and their stories, newest first. */
export const UserProfileQuery: TypedDocumentNode<Operations.UserProfileQuery, Variables> = gql`
  query UserProfileQuery($username: String, $id: ID, $limit: Int!, $to: String) {
    userResult(username: $username, id: $id) {
      __typename
      ... on User {
        ...ProfileUser_user
        pinnedPosts {
          ...PostCard_post
        }
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
  ${PostCard_post}
  ${ProfileUser_user}
`;

export const userProfileQuery = (
  lookup: ProfileLookup,
): TypedQuery<Operations.UserProfileQuery, Variables> => ({
  query: UserProfileQuery,
  variables: { ...lookup, limit: storiesPerPage },
});

/** The lookup a profile route names: ShowUserById carries userId, the others a username. */
export const profileLookup = (params: Record<string, string | undefined>): ProfileLookup =>
  params.userId ? { id: params.userId } : { username: params.username ?? '' };

export const useUserProfileQuery = (lookup: ProfileLookup) =>
  useQuery(UserProfileQuery, userProfileQuery(lookup));
