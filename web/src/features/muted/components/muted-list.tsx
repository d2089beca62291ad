import { Fragment, type ReactNode } from 'react';
import { ShowMoreButton, type FetchMore } from '#web/ui/show-more/show-more-button.tsx';

interface MutedListProps<T> {
  items: readonly T[];
  /** Where the next page starts (null on the last); the cache merges pages (lib/apollo/cursor-paginated.ts). */
  pagingInfo: { next: { to: string | null } | null };
  fetchMore: FetchMore;
  loadingMore: boolean;
  /** What shows when nothing is muted. */
  empty: string;
  row: (item: T) => ReactNode;
  what: string;
}

/** A muted list with "Show more"; only what is still muted shows. */
export function MutedList<T extends { id: string; viewerEdge: { isMuting: boolean } }>({
  items,
  pagingInfo,
  fetchMore,
  loadingMore,
  empty,
  row,
  what,
}: MutedListProps<T>) {
  // Unmuted since the list loaded (the mutation's answer updated the edge in the cache): the row goes.
  const muted = items.filter((item) => item.viewerEdge.isMuting);
  if (muted.length === 0 && !pagingInfo.next?.to) return <p className="people__empty">{empty}</p>;
  return (
    <>
      <ul className="entity-list">
        {muted.map((item) => (
          <Fragment key={item.id}>{row(item)}</Fragment>
        ))}
      </ul>
      <ShowMoreButton next={pagingInfo.next} fetchMore={fetchMore} loadingMore={loadingMore} what={what} />
    </>
  );
}
