import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { PostBody_content } from '../components/post-body-fragment.ts';

/** One response as the thread shows it: who, when, the body, its counts, what the viewer may do. */
export const ResponseItem_response = gql`
  fragment ResponseItem_response on PostResponse {
    id
    parentPostId
    approvalState
    isDeleted
    isFromMutedWriter
    viewerCanModerate
    viewerIsWriter
    post {
      id
      clapCount
      responsesCount
      firstPublishedAt
      creator {
        id
        name
        username
        imageId
        hasSubdomain
      }
      content {
        ...PostBody_content
      }
    }
  }
  ${PostBody_content}
`;

/** A page of one level of a thread and where the next page starts. */
export const ResponsesSection_thread = gql`
  fragment ResponsesSection_thread on ThreadedPostResponsesResult {
    __typename
    ... on PostResponseConnection {
      responses {
        ...ResponseItem_response
      }
      pagingInfo {
        next {
          limit
          to
        }
      }
    }
  }
  ${ResponseItem_response}
`;

/** What the section needs of the story: its count and whether it takes responses. */
export const ResponsesSection_post = gql`
  fragment ResponsesSection_post on Post {
    id
    responsesCount
    allowResponses
  }
`;

type Variables = Operations.RefetchThreadedPostResponsesQueryVariables;

/** Spec 3 §7: a level of a thread, in the order asked, one page at a time. */
export const RefetchThreadedPostResponsesQuery: TypedDocumentNode<
  Operations.RefetchThreadedPostResponsesQuery,
  Variables
> = gql`
  query RefetchThreadedPostResponsesQuery(
    $postId: ID!
    $postResponsesPaging: PagingOptions
    $sortType: ResponseSortType
  ) {
    threadedPostResponses(postId: $postId, postResponsesPaging: $postResponsesPaging, sortType: $sortType) {
      ...ResponsesSection_thread
    }
  }
  ${ResponsesSection_thread}
`;
