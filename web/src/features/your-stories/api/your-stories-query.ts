import { gql, NetworkStatus, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
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
 * for a visitor; the cache keeps one list per shelf, pages appended (lib/apollo/create-cache.ts).
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

export const yourStoriesQuery = (shelf: Shelf): TypedQuery<Result, Variables> => ({
  query: YourStoriesQuery,
  variables: { filterBy: filterOfShelf(shelf), limit: yourStoriesPerPage },
});

/** The shelf's stories, and "Show more" for the page after a cursor. */
export function useYourStoriesQuery(shelf: Shelf, skip: boolean) {
  const request = yourStoriesQuery(shelf);
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(request.query, {
    variables: request.variables,
    skip,
  });
  return {
    result: data?.yourStories,
    error,
    refetch,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    showMore: ({ variables }: { variables: { to: string } }) =>
      fetchMore({ query: YourStoriesMoreQuery, variables: { ...request.variables, ...variables } }),
  };
}
