import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { StoryList_connection, storiesPerPage } from '#web/ui/story-list/story-list-fragment.ts';

type Variables = Operations.HomeLoQueryVariables;

/** The logged-out home: the newest stories. */
export const HomeLoQuery: TypedDocumentNode<Operations.HomeLoQuery, Variables> = gql`
  query HomeLoQuery($limit: Int!, $to: String) {
    latestPostsFeed(paging: { limit: $limit, to: $to }) {
      ...StoryList_connection
    }
  }
  ${StoryList_connection}
`;

const variables = { limit: storiesPerPage };

export const homeLoQuery = (): TypedQuery<Operations.HomeLoQuery, Variables> => ({
  query: HomeLoQuery,
  variables,
});

export const useHomeLoQuery = () => useQuery(HomeLoQuery, { variables });
