import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { StoryList_connection } from '#web/ui/story-list/story-list-fragment.ts';

/** The profile's lists of stories beyond the writer's own (issue #16), asked in the browser. */

/** /@{username}/has-recommended: the listed stories the person clapped, newest clap first. */
export const UserClappedPostsQuery: TypedDocumentNode<
  Operations.UserClappedPostsQuery,
  Operations.UserClappedPostsQueryVariables
> = gql`
  query UserClappedPostsQuery($id: ID!, $limit: Int!, $to: String) {
    userResult(id: $id) {
      __typename
      ... on User {
        id
        clappedPostsConnection(paging: { limit: $limit, to: $to }) {
          ...StoryList_connection
        }
      }
    }
  }
  ${StoryList_connection}
`;

/** /@{username}/responses: the person's published responses, newest first. */
export const UserResponsesQuery: TypedDocumentNode<
  Operations.UserResponsesQuery,
  Operations.UserResponsesQueryVariables
> = gql`
  query UserResponsesQuery($id: ID!, $limit: Int!, $to: String) {
    userResult(id: $id) {
      __typename
      ... on User {
        id
        responsesConnection(paging: { limit: $limit, to: $to }) {
          ...StoryList_connection
        }
      }
    }
  }
  ${StoryList_connection}
`;
