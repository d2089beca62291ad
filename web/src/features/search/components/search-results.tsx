import { useState } from 'react';
import type { SearchIndexKind, SearchResult } from '#contract/search.ts';
import { mergePages } from '#web/lib/search/merge-hits.ts';
import type { SearchStatus } from '#web/lib/search/search-store.ts';
import { useSearches, type SearchAskInput } from '#web/lib/search/use-search.ts';
import { texts } from '#web/lib/texts.ts';
import { searchTexts } from '../texts.ts';
import { SearchResultRow } from './result-rows.tsx';

/** Spec 3 §8: a failed search shows no message; an empty area with a way to ask again. */
export function SearchFailedArea({ retry }: { retry: () => void }) {
  return (
    <div className="search-results__failed">
      <button type="button" className="button button--outline" onClick={retry}>
        {searchTexts.retry}
      </button>
    </div>
  );
}

/** No hits: Medium's words and tips. */
export function NoResults({ query }: { query: string }) {
  return (
    <div className="search-results__empty">
      <p className="search-results__empty-title">{searchTexts.noResults(query)}</p>
      <ul className="search-results__tips">
        {searchTexts.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}

/** While the first answer is awaited (and in the server's render): an empty, busy list. */
export const SearchLoading = () => <div className="search-results__loading" aria-busy="true" />;

export function ResultList<K extends SearchIndexKind>({
  kind,
  results,
}: {
  kind: K;
  results: (SearchResult<K> | undefined)[];
}) {
  return (
    <ol className={`search-results__list search-results__list--${kind}`}>
      {mergePages(results).map((placed) => (
        <li key={placed.hit.objectID} className="search-results__item">
          <SearchResultRow kind={kind} placed={placed} />
        </li>
      ))}
    </ol>
  );
}

const resultOf = <K extends SearchIndexKind>(state: SearchStatus | undefined) =>
  state?.status === 'success' ? (state.results[0] as SearchResult<K>) : undefined;

/**
 * One index's results, page by page: Show more asks the next page (its own query and status) and the
 * pages are merged by objectID (spec 3 §7 merge rules).
 */
export function PagedResults<K extends SearchIndexKind>({
  kind,
  ask,
}: {
  kind: K;
  ask: Omit<SearchAskInput, 'kinds' | 'page'>;
}) {
  const [pageCount, setPageCount] = useState(1);
  const asks = Array.from({ length: pageCount }, (_, page) => ({ ...ask, kinds: [kind], page }));
  const { states, retry } = useSearches(asks);
  const first = states[0];
  if (first === undefined || first.status === 'loading') return <SearchLoading />;
  if (first.status === 'error') return <SearchFailedArea retry={retry} />;
  const results = states.map((state) => resultOf<K>(state));
  if (results[0]!.nbHits === 0) return <NoResults query={ask.query} />;
  const last = states[states.length - 1];
  const lastResult = results[results.length - 1];
  return (
    <>
      <ResultList kind={kind} results={results} />
      {last?.status === 'error' ? (
        <SearchFailedArea retry={retry} />
      ) : (
        lastResult &&
        lastResult.page + 1 < lastResult.nbPages && (
          <button
            type="button"
            className="button button--outline show-more"
            onClick={() => setPageCount(pageCount + 1)}
          >
            {texts.showMore}
          </button>
        )
      )}
      {last?.status === 'loading' && <SearchLoading />}
    </>
  );
}
