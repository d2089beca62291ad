import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';

type Variables = Operations.SeriesLibraryQueryVariables;

/** Series a page of the library shows: a grid of three rows of two. */
export const seriesPerLibraryPage = 6;

/** The series library (/collections): a page of series cards; Show more asks the next (`$to`). */
export const SeriesLibraryQuery: TypedDocumentNode<Operations.SeriesLibraryQuery, Variables> = gql`
  query SeriesLibraryQuery($limit: Int!, $to: String) {
    seriesLibrary(paging: { limit: $limit, to: $to }) {
      __typename
      ... on LibrarySeriesConnection {
        series {
          sequenceSlug
          storyCount
          coverImage {
            id
            alt
            focusPercentX
            focusPercentY
            originalWidth
            originalHeight
          }
          post {
            id
            title
            extendedPreviewContent {
              subtitle
            }
            creator {
              id
              name
              username
              imageId
              hasSubdomain
            }
          }
        }
        pagingInfo {
          next {
            limit
            to
          }
        }
      }
      ... on BadRequest {
        message
      }
    }
  }
`;

export type LibrarySeriesOfPage = Extract<
  Operations.SeriesLibraryQuery['seriesLibrary'],
  { __typename: 'LibrarySeriesConnection' }
>['series'][number];

export const seriesLibraryQuery = (): TypedQuery<Operations.SeriesLibraryQuery, Variables> => ({
  query: SeriesLibraryQuery,
  variables: { limit: seriesPerLibraryPage },
});

export const useSeriesLibraryQuery = () =>
  useQuery(SeriesLibraryQuery, {
    variables: { limit: seriesPerLibraryPage },
    notifyOnNetworkStatusChange: true,
  });
