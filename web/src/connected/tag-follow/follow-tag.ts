import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { TagFollow_tag } from './tag-follow-fragment.ts';

/** Decision 182: followTag / unfollowTag answer the tag with its exact follower count. */
export const FollowTag: TypedDocumentNode<
  Operations.FollowTagMutation,
  Operations.FollowTagMutationVariables
> = gql`
  mutation FollowTag($tagSlug: ID!) {
    result: followTag(tagSlug: $tagSlug) {
      __typename
      ...TagFollow_tag
    }
  }
  ${TagFollow_tag}
`;

export const UnfollowTag: TypedDocumentNode<
  Operations.UnfollowTagMutation,
  Operations.UnfollowTagMutationVariables
> = gql`
  mutation UnfollowTag($tagSlug: ID!) {
    result: unfollowTag(tagSlug: $tagSlug) {
      __typename
      ...TagFollow_tag
    }
  }
  ${TagFollow_tag}
`;
