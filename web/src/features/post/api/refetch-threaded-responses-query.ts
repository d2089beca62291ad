import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { ResponseLevel_page } from './threaded-responses-query.ts';

type Variables = Operations.RefetchThreadedPostResponsesQueryVariables;

/**
 * Spec 3 §7: a level of a thread, in the order asked, one page at a time (its own chunk: the story page
 * loads it when a reader asks for another order, another page or the replies).
 */
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
      __typename
      ... on PostResponseConnection {
        ...ResponseLevel_page
      }
    }
  }
  ${ResponseLevel_page}
`;
