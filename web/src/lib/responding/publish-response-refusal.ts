import { gql } from '@apollo/client';

/**
 * Why a publish or an edit of a response was refused: every refusal says it in its message. Shared by
 * the story page's responses and the full editor's response (publishResponseDraft answers the same union).
 */
export const PublishResponseResult_refusal = gql`
  fragment PublishResponseResult_refusal on PublishResponseResult {
    ... on ResponseClosed {
      message
    }
    ... on PublishingRestrictedBannedLinks {
      message
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
  }
`;
