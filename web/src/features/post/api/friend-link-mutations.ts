import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/** createFriendLink (decision 142): the writer's friend link to their member-only story, kept or new. */
export const CreateFriendLink: TypedDocumentNode<
  Operations.CreateFriendLinkMutation,
  Operations.CreateFriendLinkMutationVariables
> = gql`
  mutation CreateFriendLink($postId: ID!) {
    result: createFriendLink(postId: $postId) {
      __typename
      ... on FriendLink {
        postId
        key
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
      ... on Forbidden {
        message
      }
      ... on RateLimited {
        message
      }
      ... on Unauthorized {
        message
      }
    }
  }
`;

/** revokeFriendLink (decision 142): the old link then opens only the preview. */
export const RevokeFriendLink: TypedDocumentNode<
  Operations.RevokeFriendLinkMutation,
  Operations.RevokeFriendLinkMutationVariables
> = gql`
  mutation RevokeFriendLink($postId: ID!) {
    result: revokeFriendLink(postId: $postId) {
      __typename
      ... on FriendLink {
        postId
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
      ... on Forbidden {
        message
      }
      ... on RateLimited {
        message
      }
      ... on Unauthorized {
        message
      }
    }
  }
`;
