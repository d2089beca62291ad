import { gql } from '@apollo/client';

/** What a move into or out of the trash answers, or why it did not happen. */
export const MovePostResult_result = gql`
  fragment MovePostResult_result on MovePostResult {
    __typename
    ... on MovedPost {
      postId
      title
      filterBy
      purgeAt
    }
    ... on BadRequest {
      message
    }
    ... on NotFound {
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
