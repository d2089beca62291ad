import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { Shelf } from '../shelves.ts';
import { YourStoriesMoreQuery } from './your-stories-more-query.ts';
import { yourStoriesQuery } from './your-stories-query.ts';

/** The shelf's stories, and "Show more" for the page after a cursor. */
export function useYourStoriesQuery(shelf: Shelf) {
  const request = yourStoriesQuery(shelf);
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(request.query, {
    variables: request.variables,
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
