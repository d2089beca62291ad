import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { hrefOnHost } from '#web/routes/build-route.ts';
import { useRouter } from '#web/lib/router/router-context.ts';
import {
  browserStorage,
  createRecentSearches,
  type RecentSearches,
} from '#web/lib/search/recent-searches.ts';
import { searchScope } from '#web/lib/search/search-scope.ts';

/** Spec 1 §4 and §9: the popover waits 100 ms after the pointer leaves it. */
export const popoverMouseLeaveDelay = 100;

/**
 * The search box's state (spec 1 §2.6): the query, whether the popover is open, its items (recent
 * searches plus one explore-topics row, the last) and the focused one (-1: none). Recent searches are
 * read from storage only on focus or typing, never during render, so the server's closed, empty box
 * hydrates unchanged.
 */
export function useSearchBox({ emptyStateDisplay = false }: { emptyStateDisplay?: boolean }) {
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const store = useRef<RecentSearches | null>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const recentSearches = () => (store.current ??= createRecentSearches(browserStorage()));
  const itemCount = recent.length + 1;
  const exploreIndex = recent.length;

  const openPopover = () => {
    setRecent(recentSearches().list());
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    router.navigate(href);
  };
  const search = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setRecent(recentSearches().add(trimmed));
    setQuery(trimmed);
    const { results } = searchScope(router.view, router.hostTarget);
    const path = hrefOnHost(router.table, router.hostTarget, results.to, results.params, router.authOrigin);
    go(`${path}?q=${encodeURIComponent(trimmed)}`);
  };
  const exploreTopics = () =>
    go(hrefOnHost(router.table, router.hostTarget, 'ShowExploreTopics', {}, router.authOrigin));
  const choose = (index: number) => {
    const chosen = recent[index];
    if (chosen !== undefined) search(chosen);
    else if (index === exploreIndex) exploreTopics();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openPopover();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From no focused item, Down goes to the first and Up to the last; both wrap around.
      setActive((current) =>
        current < 0 ? (step > 0 ? 0 : itemCount - 1) : (current + step + itemCount) % itemCount,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (open && active >= 0) choose(active);
      else search(query);
    } else if (event.key === 'Escape') {
      close();
    }
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setQuery(value);
    setActive(-1);
    if (value === '' && !emptyStateDisplay) close();
    else if (!open) openPopover();
  };
  const onPointerBack = () => clearTimeout(leaveTimer.current);
  const onPointerLeave = () => {
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => {
      setActive(-1);
      if (document.activeElement !== inputRef.current) setOpen(false);
    }, popoverMouseLeaveDelay);
  };

  return {
    query,
    open,
    recent,
    active,
    exploreIndex,
    inputRef,
    setActive,
    choose,
    close,
    onFocus: openPopover,
    onKeyDown,
    onChange,
    onPointerBack,
    onPointerLeave,
  };
}
