import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedQuery } from '../../../routes/page-registry.ts';
import {
  StoryList_connection,
  storiesPerPage,
  type StoryListConnection,
} from '../../../ui/story-list/story-list-fragment.ts';

export interface HomeLoQueryData {
  latestPostsFeed: StoryListConnection;
}

interface HomeLoQueryVariables {
  limit: number;
  to?: string;
}

/** The logged-out home: the newest stories. */
export const HomeLoQuery: TypedDocumentNode<HomeLoQueryData, HomeLoQueryVariables> = gql`
  query HomeLoQuery($limit: Int!, $to: String) {
    latestPostsFeed(paging: { limit: $limit, to: $to }) {
      ...StoryList_connection
    }
  }
  ${StoryList_connection}
`;

const variables = { limit: storiesPerPage };

export const homeLoQuery = (): TypedQuery<HomeLoQueryData, HomeLoQueryVariables> => ({
  query: HomeLoQuery,
  variables,
});

export const useHomeLoQuery = () => useQuery(HomeLoQuery, { variables });
