import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { requestNextPage, ShowMoreButton, type MorePagesProps } from './show-more-button.tsx';

/** How far below the viewport the end of the list starts loading the next page: about two screens. */
const loadAhead = '0px 0px 1600px 0px';

/**
 * Infinite paging: the next page loads as the end of the list nears the viewport, and the cache appends
 * it (spec 3 §7's merge rules, lib/apollo/cursor-paginated.ts). One observer per cursor, so a page that
 * brought nothing to show (short, or all left out) is followed at once by the next. Before hydration,
 * without IntersectionObserver, or after a page failed to load, "Show more" stands in (decision 258).
 */
export function MoreOnScroll({ next, fetchMore, loadingMore, what }: MorePagesProps) {
  const end = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [failedAt, setFailedAt] = useState<string | null>(null);
  /** The cursor already asked for: one request a page, whatever renders in between. */
  const asked = useRef<string | null>(null);
  const to = next?.to ?? null;
  const observing = hydrated && typeof IntersectionObserver !== 'undefined' && to !== failedAt;

  useEffect(() => {
    const target = end.current;
    if (!observing || !to || loadingMore || !target || asked.current === to) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        asked.current = to;
        void requestNextPage(fetchMore, to, what).then((loaded) => loaded || setFailedAt(to));
      },
      { rootMargin: loadAhead },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [observing, to, loadingMore, fetchMore, what]);

  if (!to) return null;
  if (!observing)
    return <ShowMoreButton next={next} fetchMore={fetchMore} loadingMore={loadingMore} what={what} />;
  return <div ref={end} className="more-on-scroll" aria-busy={loadingMore} />;
}
