import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useFlags } from '../flags/use-flags.ts';
import { useSearchConfig } from '../site-config.ts';
import { useViewerSession } from '../viewer-session.ts';
import { postSearch } from './search-client.ts';
import { searchRequestBody, type SearchAsk } from './search-request.ts';
import { createSearchStore, type SearchStatus, type SearchStore } from './search-store.ts';

/** The page's search statuses: one store for the browser session (tests provide their own). */
export const SearchStoreContext = createContext<SearchStore>(createSearchStore());

/** An ask as callers make it: unfiltered only when they pass the explicit option (spec 3 §6). */
export type SearchAskInput = Omit<SearchAsk, 'unfiltered'> & { unfiltered?: boolean };

export interface UseSearches {
  /** Per ask, its status; undefined until the browser has asked (always so in the server's render). */
  states: (SearchStatus | undefined)[];
  /** Asks the failed queries again. */
  retry: () => void;
}

/** Whether this viewer's searches go unfiltered (spec 3 §6: the flag can_view_unfiltered_search). */
export const useUnfilteredSearch = (): boolean => useFlags().can_view_unfiltered_search === true;

/**
 * Searches asked in the browser after render, never on the server: each ask is one multi-query POST,
 * sent once per distinct request (spec 3 §4: only when no status exists for that query) and shared by
 * every component asking the same. Callers build asks inline: they are compared by value.
 */
export function useSearches(asks: readonly SearchAskInput[]): UseSearches {
  const store = useContext(SearchStoreContext);
  const config = useSearchConfig();
  const session = useViewerSession();
  const unfilteredByFlag = useUnfilteredSearch();
  const userToken = session.kind === 'signed-in' ? session.viewer.id : null;
  const asked = JSON.stringify(asks);
  const bodies = useMemo(
    () =>
      (JSON.parse(asked) as SearchAskInput[]).map((ask) =>
        searchRequestBody(config.indexPrefix, {
          ...ask,
          unfiltered: (ask.unfiltered ?? false) || unfilteredByFlag,
        }),
      ),
    [config.indexPrefix, asked, unfilteredByFlag],
  );
  const version = useSyncExternalStore(store.subscribe, store.version, () => -1);
  const keys = useMemo(() => bodies.map((body) => JSON.stringify(body)), [bodies]);
  const send = useCallback(() => {
    bodies.forEach((body, index) =>
      store.request(keys[index]!, () => postSearch({ config, userToken }, body)),
    );
  }, [store, bodies, keys, config, userToken]);
  useEffect(send, [send]);
  const retry = useCallback(() => {
    for (const key of keys) store.forget(key);
    send();
  }, [store, keys, send]);
  return { states: keys.map((key) => (version < 0 ? undefined : store.get(key))), retry };
}

/** One search (see useSearches). */
export function useSearch(ask: SearchAskInput): { state: SearchStatus | undefined; retry: () => void } {
  const { states, retry } = useSearches([ask]);
  return { state: states[0], retry };
}
