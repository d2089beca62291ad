import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { PostCard_post } from '#web/ui/post-card/post-card-fragment.ts';

type Variables = Operations.SeriesPageQueryVariables;

/** A series as its page shows it; the writer's changes answer the same shape (series-edit-mutations.ts). */
export const SeriesPage_series = gql`
  fragment SeriesPage_series on Series {
    sequenceSlug
    version
    post {
      id
      title
      uniqueSlug
      extendedPreviewContent {
        subtitle
      }
      creator {
        id
        name
        username
        hasSubdomain
      }
    }
    stories {
      ...PostCard_post
    }
  }
  ${PostCard_post}
`;

export const SeriesPageQuery: TypedDocumentNode<Operations.SeriesPageQuery, Variables> = gql`
  query SeriesPageQuery($postId: ID!) {
    series(postId: $postId) {
      __typename
      ...SeriesPage_series
      ... on NotFound {
        message
      }
      ... on BadRequest {
        message
      }
    }
  }
  ${SeriesPage_series}
`;

export type SeriesOfPage = Extract<Operations.SeriesPageQuery['series'], { __typename: 'Series' }>;

export const seriesPageQuery = (postId: string): TypedQuery<Operations.SeriesPageQuery, Variables> => ({
  query: SeriesPageQuery,
  variables: { postId },
});

export const useSeriesPageQuery = (postId: string) => useQuery(SeriesPageQuery, { variables: { postId } });
