import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { YourStoryRow_post } from '../components/story-row-fragment.ts';
import { filterOfShelf, type Shelf } from '../shelves.ts';

type Result = Operations.YourStoriesQuery;
type Variables = Operations.YourStoriesQueryVariables;

/** Stories per page of a shelf. */
export const yourStoriesPerPage = 10;

/**
 * /me/stories[/{filterBy}]: the first page of a shelf with every shelf's count (the tabs). Unauthorized
 * for a visitor; the cache keeps one list per shelf, pages appended (lib/apollo/create-cache.ts). The
 * page registry carries this file: what only the page's chunk needs lives in use-your-stories.ts.
 */
export const YourStoriesQuery: TypedDocumentNode<Result, Variables> = gql`
  query YourStoriesQuery($filterBy: YourStoriesFilter!, $limit: Int!, $to: String) {
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
        counts {
          drafts
          public
          responses
          unlisted
          deleted
        }
      }
      ... on Unauthorized {
        message
      }
      ... on BadRequest {
        message
      }
    }
  }
  ${YourStoryRow_post}
`;

export const yourStoriesQuery = (shelf: Shelf): TypedQuery<Result, Variables> => ({
  query: YourStoriesQuery,
  variables: { filterBy: filterOfShelf(shelf), limit: yourStoriesPerPage },
});
