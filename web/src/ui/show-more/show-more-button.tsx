import { texts } from '#web/lib/texts.ts';

/** A list query's fetchMore: the page after the cursor, which the cache appends (lib/apollo/cursor-paginated.ts). */
export type FetchMore = (options: { variables: { to: string } }) => Promise<unknown>;

interface ShowMoreButtonProps {
  /** The connection's pagingInfo.next: null on the last page, when there is no button. */
  next: { to: string | null } | null;
  fetchMore: FetchMore;
  loadingMore: boolean;
  /** What the list holds, for the log line when a page fails to load. */
  what: string;
}

/** "Show more" under a paginated list while pages remain. */
export function ShowMoreButton({ next, fetchMore, loadingMore, what }: ShowMoreButtonProps) {
  const to = next?.to;
  if (!to) return null;
  const showMore = () => {
    fetchMore({ variables: { to } }).catch((error: unknown) =>
      console.error(`Could not load more ${what}.`, error),
    );
  };
  return (
    <button
      type="button"
      className="button button--outline show-more"
      onClick={showMore}
      disabled={loadingMore}
    >
      {texts.showMore}
    </button>
  );
}
