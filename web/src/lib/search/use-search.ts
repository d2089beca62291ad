import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useFlags } from '../flags/use-flags.ts';
import { useSearchConfig } from '../site-config.ts';
import { useViewerSession } from '../viewer-session.ts';
import { postSearch } from './search-client.ts';
import { searchRequestBody, type SearchAsk } from './search-request.ts';
import { createSearchStore, type SearchStatus, type SearchStore } from './search-store.ts';

/** The page's search statuses: one store for the browser session (tests provide their own). */
export const SearchStoreContext = createContext<SearchStore>(createSearchStore());

export interface UseSearch {
  /** Undefined until the browser has asked (always so in the server's render). */
  state: SearchStatus | undefined;
  /** Asks a failed query again. */
  retry: () => void;
}

/** Whether this viewer's searches go unfiltered (spec 3 §6: the flag can_view_unfiltered_search). */
export const useUnfilteredSearch = (): boolean => useFlags().can_view_unfiltered_search === true;

/**
 * One search, asked in the browser after render (never on the server); `skip` asks nothing. The
 * ask is sent once per distinct request; its status is shared by every component asking the same.
 */
export function useSearch(
  ask: Omit<SearchAsk, 'unfiltered'> & { unfiltered?: boolean },
  skip = false,
): UseSearch {
  const store = useContext(SearchStoreContext);
  const config = useSearchConfig();
  const session = useViewerSession();
  const unfilteredByFlag = useUnfilteredSearch();
  const userToken = session.kind === 'signed-in' ? session.viewer.id : null;
  const body = useMemo(
    () =>
      searchRequestBody(config.indexPrefix, {
        ...ask,
        unfiltered: (ask.unfiltered ?? false) || unfilteredByFlag,
      }),
    // The ask is compared by value: callers build it inline.
    [config.indexPrefix, JSON.stringify(ask), unfilteredByFlag],
  );
  const key = useMemo(() => JSON.stringify(body), [body]);
  const state = useSyncExternalStore(
    store.subscribe,
    () => (skip ? undefined : store.get(key)),
    () => undefined,
  );
  const send = useCallback(
    () => store.request(key, () => postSearch({ config, userToken }, body)),
    [store, key, config, userToken, body],
  );
  useEffect(() => {
    if (!skip) send();
  }, [skip, send]);
  const retry = useCallback(() => {
    store.forget(key);
    send();
  }, [store, key, send]);
  return { state, retry };
}
