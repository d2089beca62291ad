import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { YourStoryRow_post } from '../components/story-row-fragment.ts';

/** A later page: the stories alone, so the API does not count the shelves again (decision 86). */
export const YourStoriesMoreQuery: TypedDocumentNode<
  Operations.YourStoriesMoreQuery,
  Operations.YourStoriesMoreQueryVariables
> = gql`
  query YourStoriesMoreQuery($filterBy: YourStoriesFilter!, $limit: Int!, $to: String) {
    yourStories(filterBy: $filterBy, paging: { limit: $limit, to: $to }) {
      __typename
      ... on YourStories {
        posts {
          ...YourStoryRow_post
        }
        pagingInfo {
          next {
            limit
            to
          }
        }
      }
    }
  }
  ${YourStoryRow_post}
`;
