import type { ApolloCache } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { ReadingHistoryQuery, readingHistoryQuery } from './reading-history-query.ts';

type History = NonNullable<NonNullable<Operations.ReadingHistoryQuery['viewer']>['readingHistory']>;

/** The page's reading history after a change the server accepted: `change` gives the new one. */
export function updateReadingHistory(cache: ApolloCache, change: (history: History) => History) {
  cache.updateQuery({ query: ReadingHistoryQuery, variables: readingHistoryQuery().variables }, (data) => {
    const history = data?.viewer?.readingHistory;
    if (!data?.viewer || !history) return data;
    return { ...data, viewer: { ...data.viewer, readingHistory: change(history) } };
  });
}
