import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { responsesPageSize, type ResponseSortType } from '#contract/responses.ts';
import type {
  ResponseItem_ResponseFragment,
  ResponseLevel_PageFragment,
} from '#graphql/generated/operations.ts';
import type { ThreadParent } from './thread-parent.ts';

export type ResponseData = ResponseItem_ResponseFragment;

type Next = { limit: number; to: string | null } | null;

export interface ThreadLevel {
  responses: ResponseData[];
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  loadMore(): void;
  /** A response just written here: shown first. */
  add(response: ResponseData): void;
  replace(response: ResponseData): void;
  remove(id: string): void;
}

const pageOf = (page: ResponseLevel_PageFragment | undefined) =>
  page && { responses: page.responses, next: page.pagingInfo.next };

/**
 * One level of a thread (the responses to a story, or the replies to a response), paged with the
 * spec's sizes (responsesPageSize(depth), graphql/contract/responses.ts) through
 * RefetchThreadedPostResponsesQuery (a list's: RefetchThreadedCatalogResponsesQuery). `first` is a
 * page already loaded (the story's or the list's, rendered with it).
 */
export function useThreadLevel(
  parent: ThreadParent,
  depth: number,
  sortType: ResponseSortType,
  first?: ResponseLevel_PageFragment,
): ThreadLevel {
  const client = useApolloClient();
  const initial = pageOf(first);
  const [responses, setResponses] = useState<ResponseData[]>(initial?.responses ?? []);
  const [next, setNext] = useState<Next>(initial?.next ?? null);
  const [loading, setLoading] = useState(!initial);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    async (to: string | null) => {
      setLoading(true);
      setFailed(false);
      try {
        const { levelPage } = await import('./refetch-threaded-responses-query.ts');
        const answer = await levelPage(client, parent, sortType, { limit: responsesPageSize(depth), to });
        if (answer?.__typename !== 'PostResponseConnection')
          throw new Error('The thread did not answer a page');
        const page = pageOf(answer)!;
        setResponses((shown) => [
          ...shown,
          ...page.responses.filter((response) => !shown.some((other) => other.id === response.id)),
        ]);
        setNext(page.next);
      } catch (error) {
        console.error('RefetchThreadedPostResponsesQuery failed.', error);
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [client, parent.kind, parent.id, sortType, depth],
  );

  useEffect(() => {
    if (!initial) void load(null);
    // The first page is asked once, when the level opens without one.
  }, []);

  return {
    responses,
    hasMore: next !== null,
    loading,
    failed,
    loadMore: () => void load(next?.to ?? null),
    add: (response) =>
      setResponses((shown) => [response, ...shown.filter((other) => other.id !== response.id)]),
    replace: (response) =>
      setResponses((shown) => shown.map((other) => (other.id === response.id ? response : other))),
    remove: (id) => setResponses((shown) => shown.filter((other) => other.id !== id)),
  };
}
