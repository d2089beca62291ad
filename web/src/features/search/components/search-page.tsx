import type { FormEvent } from 'react';
import { defaultHitsPerPage, scopedHitsPerPage } from '#contract/search.ts';
import { HrefLink } from '#web/lib/router/link.tsx';
import { useRouter } from '#web/lib/router/router-context.ts';
import { browserStorage, createRecentSearches } from '#web/lib/search/recent-searches.ts';
import { facet } from '#web/lib/search/search-request.ts';
import type { SearchResult } from '#contract/search.ts';
import { useSearch } from '#web/lib/search/use-search.ts';
import type { RouteName, RouteParams } from '#web/routes/catalogue.ts';
import { hrefOnHost } from '#web/routes/build-route.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import {
  categoryIndex,
  categoryRoute,
  searchCategories,
  searchViewOf,
  type SearchCategory,
} from '../search-categories.ts';
import { useSearchedPublication } from '#web/connected/search-scope/publication-search-query.ts';
import { searchTexts } from '../texts.ts';
import { searchKindLabels } from '#web/ui/search/search-texts.ts';
import { NoResults, PagedResults, ResultList, SearchFailedArea, SearchLoading } from './search-results.tsx';
import '#search-styles';

/** The address of a search route with `?q=` (on this host: a publication's domain has its own search). */
function useSearchHref() {
  const router = useRouter();
  return (to: RouteName, params: RouteParams, query: string) => {
    const path = hrefOnHost(router.table, router.hostTarget, to, params, router.authOrigin);
    return query ? `${path}?q=${encodeURIComponent(query)}` : path;
  };
}

/**
 * /search, /search/{category} and /{collectionSlug}/search (spec 1 §2.3): the query box, then every
 * kind's first hits (3 each, "See all"), one kind paged with Show more, or a publication's stories (8 a
 * page). Results are asked in the browser after render (decision 235).
 */
export function SearchPage({ params }: PageProps) {
  const { view } = useRouter();
  const searchView = view.kind === 'page' ? searchViewOf(view.route, params) : null;
  const query = (params.q ?? '').trim();
  if (!searchView) return null;
  if (searchView.kind === 'publication') return <PublicationSearch params={params} query={query} />;
  const current = searchView.kind === 'category' ? searchView.category : null;
  return (
    <div className="search-page">
      <SearchHeading query={query} />
      <QueryForm query={query} to={current ? categoryRoute[current] : 'ShowSearch'} params={{}} />
      <CategoryTabs query={query} current={current} />
      {!query ? (
        <p className="search-page__prompt">{searchTexts.askSomething}</p>
      ) : current ? (
        <PagedResults
          key={`${current}:${query}`}
          kind={categoryIndex[current]}
          ask={{ query, hitsPerPage: defaultHitsPerPage }}
        />
      ) : (
        <EveryKind query={query} />
      )}
    </div>
  );
}

function SearchHeading({ query, within }: { query: string; within?: string }) {
  return (
    <h1 className="search-page__heading">
      {within && <span className="search-page__within">{searchTexts.searchIn(within)}</span>}
      {query ? (
        <>
          <span className="search-page__results-for">{searchTexts.resultsFor}</span> {query}
        </>
      ) : (
        !within && searchTexts.heading
      )}
    </h1>
  );
}

/** The query box, showing `q`; it searches the same route (a plain GET without script). */
function QueryForm({ query, to, params }: { query: string; to: RouteName; params: RouteParams }) {
  const router = useRouter();
  const href = useSearchHref();
  const action = href(to, params, '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!next) return;
    createRecentSearches(browserStorage()).add(next);
    router.navigate(href(to, params, next));
  };
  return (
    <form className="search-page__form" role="search" action={action} method="get" onSubmit={submit}>
      <input
        key={query}
        className="search-page__input"
        type="search"
        name="q"
        defaultValue={query}
        aria-label={searchTexts.queryLabel}
        autoComplete="off"
      />
      <button type="submit" className="button search-page__submit">
        {searchTexts.submit}
      </button>
    </form>
  );
}

function CategoryTabs({ query, current }: { query: string; current: SearchCategory | null }) {
  const href = useSearchHref();
  return (
    <nav className="search-page__tabs" aria-label={searchTexts.categoriesLabel}>
      <ul className="search-page__tab-list">
        {searchCategories.map((category) => (
          <li key={category}>
            <HrefLink
              href={href(categoryRoute[category], {}, query)}
              className={`search-page__tab${category === current ? ' search-page__tab--current' : ''}`}
              aria-current={category === current ? 'page' : undefined}
            >
              {searchKindLabels[categoryIndex[category]]}
            </HrefLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /search?q=: every kind in one request, 3 hits each (spec 3 §9), each with a link to all of its kind. */
function EveryKind({ query }: { query: string }) {
  const href = useSearchHref();
  const { state, retry } = useSearch({
    kinds: searchCategories.map((category) => categoryIndex[category]),
    query,
    hitsPerPage: defaultHitsPerPage,
  });
  if (state === undefined || state.status === 'loading') return <SearchLoading />;
  if (state.status === 'error') return <SearchFailedArea retry={retry} />;
  if (state.results.every((result) => result.nbHits === 0)) return <NoResults query={query} />;
  return (
    <>
      {searchCategories.map((category, index) => {
        const result = state.results[index] as SearchResult | undefined;
        if (!result || result.nbHits === 0) return null;
        return (
          <section key={category} className="search-page__section">
            <h2 className="search-page__section-title">{searchKindLabels[categoryIndex[category]]}</h2>
            <ResultList kind={categoryIndex[category]} results={[result]} />
            <HrefLink href={href(categoryRoute[category], {}, query)} className="search-page__see-all">
              {searchTexts.seeAll}
            </HrefLink>
          </section>
        );
      })}
    </>
  );
}

/** /{collectionSlug}/search?q=: the publication's stories, 8 a page (spec 3 §9). */
function PublicationSearch({ params, query }: { params: RouteParams; query: string }) {
  const publication = useSearchedPublication(params);
  if (!publication) return null;
  return (
    <div className="search-page">
      <SearchHeading query={query} within={publication.name} />
      <QueryForm query={query} to="ShowCollectionSearch" params={{ collectionSlug: publication.slug }} />
      {query ? (
        <PagedResults
          key={query}
          kind="posts"
          ask={{
            query,
            hitsPerPage: scopedHitsPerPage,
            facets: { posts: [facet('posts', 'collectionId', publication.id)] },
          }}
        />
      ) : (
        <p className="search-page__prompt">{searchTexts.askSomething}</p>
      )}
    </div>
  );
}
