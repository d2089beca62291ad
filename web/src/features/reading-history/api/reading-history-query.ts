import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { HistoryEntry_post } from '../components/history-entry-fragment.ts';

type Result = Operations.ReadingHistoryQuery;
type Variables = Operations.ReadingHistoryQueryVariables;

export const readingHistoryPerPage = 10;

/** /me/lists/reading-history and /me/readinghistory: the viewer's reading history (null for a visitor). */
export const ReadingHistoryQuery: TypedDocumentNode<Result, Variables> = gql`
  query ReadingHistoryQuery($limit: Int!, $to: String) {
    viewer {
      id
      readingHistory(paging: { limit: $limit, to: $to }) {
        isPaused
        entries {
          lastReadAt
          finishedAt
          post {
            ...HistoryEntry_post
          }
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
  ${HistoryEntry_post}
`;

export const readingHistoryQuery = (): TypedQuery<Result, Variables> => ({
  query: ReadingHistoryQuery,
  variables: { limit: readingHistoryPerPage },
});

export const useReadingHistoryQuery = () => useQuery(ReadingHistoryQuery, readingHistoryQuery());
