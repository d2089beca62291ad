import { useEffect, useState } from 'react';
import type { SearchIndexKind, SearchResult } from '#contract/search.ts';
import { useSearchedPublication } from '#web/connected/search-scope/publication-search-query.ts';
import { useSearchedUserId } from '#web/connected/search-scope/user-search-query.ts';
import { useRouter } from '#web/lib/router/router-context.ts';
import { mergePages } from '#web/lib/search/merge-hits.ts';
import { scopeFacets } from '#web/lib/search/scope-facets.ts';
import { useRecordSearchClick } from '#web/lib/search/search-click.ts';
import { searchScope } from '#web/lib/search/search-scope.ts';
import { useSearches } from '#web/lib/search/use-search.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { Highlighted } from '#web/ui/search/highlight.tsx';
import { hitNameAttribute, SearchHitLink } from '#web/ui/search/search-hit-link.tsx';
import { liveResultsLabel, searchKindLabels } from '#web/ui/search/search-texts.ts';

/** Typing settles this long before the popover asks (each keystroke would otherwise be a request). */
export const liveSearchDelay = 150;

/** The value once it has stayed the same for `delay` (nothing before: the first value waits too). */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The popover's live results (issue #17): the box's scope searched as the reader types (the server
 * matches the last word as a prefix), under the recent searches; each result a link. Loaded with the
 * box's first use, never with the page (search-popover.tsx). Outside the arrow keys' cycle (decision 238).
 */
export default function LiveResults({ query, onChoose }: { query: string; onChoose: () => void }) {
  const router = useRouter();
  const scope = searchScope(router.view, router.hostTarget);
  const session = useViewerSession();
  const publication = useSearchedPublication(
    { collectionSlug: scope.filters.collectionSlug ?? '' },
    scope.kind !== 'publication',
  );
  const userId = useSearchedUserId(scope.kind === 'user' ? scope.filters.username : undefined);
  const facets = scopeFacets(scope, {
    collectionId: publication?.id,
    userId,
    viewerId: session.kind === 'signed-in' ? session.viewer.id : undefined,
  });
  const settled = useDebounced(query.trim(), liveSearchDelay);
  const asks =
    settled && facets
      ? [{ kinds: scope.indexes, query: settled, hitsPerPage: scope.hitsPerPage, facets }]
      : [];
  const { states } = useSearches(asks);
  const recordClick = useRecordSearchClick();
  const state = states[0];
  if (state?.status !== 'success') return null;
  const groups = scope.indexes.map((kind, index) => ({
    kind,
    placed: mergePages([state.results[index] as SearchResult<SearchIndexKind> | undefined]),
  }));
  if (groups.every(({ placed }) => placed.length === 0)) return null;
  return (
    <div className="search-popover__live" aria-label={liveResultsLabel} role="group">
      {groups.map(({ kind, placed }) =>
        placed.length === 0 ? null : (
          <ul key={kind} className="search-popover__live-group" aria-label={searchKindLabels[kind]}>
            {placed.map((item) => (
              <li key={item.hit.objectID}>
                <SearchHitLink
                  kind={kind}
                  hit={item.hit}
                  className="search-popover__live-link"
                  onClick={() => {
                    recordClick(item);
                    onChoose();
                  }}
                >
                  <Highlighted hit={item.hit} attribute={hitNameAttribute[kind]} />
                </SearchHitLink>
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
