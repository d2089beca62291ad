import { texts } from '#web/lib/texts.ts';

/** A list query's fetchMore: the page after the cursor, which the cache appends (lib/apollo/cursor-paginated.ts). */
export type FetchMore = (options: { variables: { to: string } }) => Promise<unknown>;

export interface MorePagesProps {
  /** The connection's pagingInfo.next: null on the last page, when nothing more is asked. */
  next: { to: string | null } | null;
  fetchMore: FetchMore;
  loadingMore: boolean;
  /** What the list holds, for the log line when a page fails to load. */
  what: string;
}

/** Asks for the page after `to`; a failure is logged and answered false (the list stays as it is). */
export const requestNextPage = (fetchMore: FetchMore, to: string, what: string): Promise<boolean> =>
  fetchMore({ variables: { to } }).then(
    () => true,
    (error: unknown) => {
      console.error(`Could not load more ${what}.`, error);
      return false;
    },
  );

/** "Show more" under a paginated list while pages remain. */
export function ShowMoreButton({ next, fetchMore, loadingMore, what }: MorePagesProps) {
  const to = next?.to;
  if (!to) return null;
  return (
    <button
      type="button"
      className="button button--outline show-more"
      onClick={() => void requestNextPage(fetchMore, to, what)}
      disabled={loadingMore}
    >
      {texts.showMore}
    </button>
  );
}
