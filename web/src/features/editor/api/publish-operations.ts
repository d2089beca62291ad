import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/** How many followed publications the dialog offers to submit to. */
export const followedPublicationsShown = 25;

/**
 * What the publish dialog starts from: the story as published so far (its tags, visibility and
 * publication, kept when republishing) and the publications the writer may publish in (those they
 * edit) or submit to (those they follow).
 */
export const PublishChoicesQuery: TypedDocumentNode<
  Operations.PublishChoicesQuery,
  Operations.PublishChoicesQueryVariables
> = gql`
  query PublishChoicesQuery($postId: ID!, $followed: PagingOptions) {
    postResult(id: $postId) {
      __typename
      ... on Post {
        id
        isPublished
        visibility
        isLocked
        allowResponses
        statusForCollection
        tags {
          id
          displayTitle
        }
        collection {
          id
          name
        }
      }
    }
    viewer {
      id
      name
      adminCollections {
        id
        name
      }
      followingCollectionsConnection(paging: $followed) {
        collections {
          id
          name
        }
      }
    }
  }
`;

export const TagSuggestionsQuery: TypedDocumentNode<
  Operations.TagSuggestionsQuery,
  Operations.TagSuggestionsQueryVariables
> = gql`
  query TagSuggestionsQuery($prefix: String!) {
    tagSuggestions(prefix: $prefix) {
      id
      displayTitle
      postCount
    }
  }
`;

export const PublishPostMutation: TypedDocumentNode<
  Operations.PublishPostMutation,
  Operations.PublishPostMutationVariables
> = gql`
  mutation PublishPostMutation($input: PublishPostInput!) {
    publishPost(input: $input) {
      __typename
      ... on Post {
        id
        uniqueSlug
        statusForCollection
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
      ... on Conflict {
        message
      }
      ... on RateLimited {
        message
      }
      ... on Unauthorized {
        message
      }
      ... on AccountSuspended {
        message
      }
      ... on PublishingRestrictedBannedLinks {
        message
        hosts
      }
    }
  }
`;
