/** @jest-environment jsdom */
import { TextEncoder } from 'node:util';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderToString } from 'react-dom/server';
import type { SearchHit, SearchIndexKind, SearchRequestBody, SearchResult } from '#contract/search.ts';
import { ViewerProvider } from '#web/connected/viewer/viewer-provider.tsx';
import { variantFlagsData, VariantFlagsQuery } from '#web/lib/flags/variant-flags-query.ts';
import { ReportingContext } from '#web/lib/reporting/reporting-context.ts';
import { silentReporter } from '#web/lib/reporting/event-reporter.ts';
import { RouterContext, type View } from '#web/lib/router/router-context.ts';
import { createSearchStore } from '#web/lib/search/search-store.ts';
import { SearchStoreContext } from '#web/lib/search/use-search.ts';
import { click, createPageHarness, settle } from '#web/lib/testing/page-test-harness.tsx';
import type { RouteName, RouteParams } from '#web/routes/catalogue.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import {
  publicationSearchQuery,
  type SearchedPublication,
} from '#web/connected/search-scope/publication-search-query.ts';
import { searchTexts } from '../texts.ts';
import { SearchPage } from './search-page.tsx';

// jsdom lacks TextEncoder, which the search request's body hash uses (as a browser has it).
Object.assign(globalThis, { TextEncoder });

const hits: { [K in SearchIndexKind]: (id: string) => SearchHit<K> } = {
  posts: (id) => ({
    objectID: id,
    postId: id,
    title: `Rust ${id}`,
    subtitle: '',
    previewText: 'Learning rust',
    uniqueSlug: `rust-${id}`,
    latestPublishedAt: 1_700_000_000_000,
    creatorId: 'w1',
    creatorName: 'Wendy Writer',
    creatorUsername: 'wendy',
    tags: ['rust'],
    isLocked: id === 'p2',
    readingTime: 4,
    clapCount: 3,
    _highlightResult: {
      title: { value: `<em>Rust</em> ${id} &amp; &lt;b&gt;`, matchLevel: 'full', matchedWords: ['rust'] },
    },
    _snippetResult: { previewText: { value: 'Learning <em>rust</em>', matchLevel: 'full' } },
  }),
  users: (id) => ({
    objectID: id,
    userId: id,
    name: `Rusty ${id}`,
    username: id,
    bio: 'Bio',
    followerCount: 1200,
  }),
  collections: (id) => ({
    objectID: id,
    collectionId: id,
    name: `Rust Weekly ${id}`,
    slug: `rust-weekly-${id}`,
    description: 'About rust',
    followerCount: 5,
  }),
  tags: (id) => ({ objectID: id, tagSlug: id, displayText: `Rust ${id}`, postCount: 2 }),
  lists: (id) => ({
    objectID: id,
    catalogId: '1f2e3d4c5b6a7980',
    name: `Rust reads ${id}`,
    description: '',
    creatorId: 'w1',
    creatorName: 'Wendy Writer',
    creatorUsername: 'wendy',
    itemCount: 7,
  }),
};

const kindOf = (indexName: string) => indexName.replace('folio_', '') as SearchIndexKind;

/** The search Lambda played from fixtures: `ids` per kind and page; everything asked is kept. */
function searchServer(ids: Partial<Record<SearchIndexKind, string[][]>>, status = 200) {
  const asked: SearchRequestBody[] = [];
  const fetch = jest.fn(async (_path: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as SearchRequestBody;
    asked.push(body);
    const results = body.requests.map(({ indexName, params }): SearchResult => {
      const {
        page = 0,
        hitsPerPage = 3,
        query,
      } = params as { page?: number; hitsPerPage?: number; query: string };
      const kind = kindOf(indexName);
      const pages = ids[kind] ?? [];
      return {
        index: indexName,
        hits: (pages[page] ?? []).map((id) => hits[kind](id)),
        nbHits: pages.flat().length,
        page,
        nbPages: pages.length,
        hitsPerPage,
        query,
        queryID: `${kind}-q${page}`,
        processingTimeMS: 1,
      };
    });
    return { status, json: async () => (status < 400 ? { results } : { message: 'no', status }) } as Response;
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return { asked, fetch };
}

const view = (route: RouteName, params: RouteParams = {}): View => ({
  kind: 'page',
  route,
  params,
  page: 'search',
});

let harness: ReturnType<typeof createPageHarness>;
const recorded: { key: string; data: unknown }[] = [];
const reporter = {
  ...silentReporter,
  record: (key: string, data?: unknown) => void recorded.push({ key, data }),
};
beforeEach(() => {
  harness = createPageHarness();
  recorded.length = 0;
});
const realFetch = globalThis.fetch;
afterEach(() => {
  harness.unmount();
  globalThis.fetch = realFetch;
});

async function open(route: RouteName, params: RouteParams, options: { unfiltered?: boolean } = {}) {
  harness.render(
    <SearchStoreContext.Provider value={createSearchStore()}>
      <ReportingContext.Provider value={reporter}>
        <SearchPage params={params} />
      </ReportingContext.Provider>
    </SearchStoreContext.Provider>,
    {
      view: view(route, params),
      prepare(client) {
        client.writeQuery({
          query: VariantFlagsQuery,
          data: variantFlagsData({ can_view_unfiltered_search: options.unfiltered ?? false }),
        });
        if (params.collectionSlug)
          client.writeQuery({
            ...publicationSearchQuery(params),
            data: {
              collectionByDomainOrSlug: {
                __typename: 'Collection',
                id: 'c1',
                slug: 'the-pub',
                name: 'The Pub',
              } as SearchedPublication,
            },
          });
      },
    },
  );
  await settle();
}

const container = () => harness.container;
const texts = (selector: string) =>
  [...container().querySelectorAll(selector)].map((node) => node.textContent);
const facetsOf = (body: SearchRequestBody | undefined, index: number) =>
  (body?.requests[index]?.params as { facetFilters?: string[] }).facetFilters;

describe('the search page (spec 1 §2.3)', () => {
  it('renders the query box and heading on the server, and asks nothing there', () => {
    const { fetch } = searchServer({});
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
    const html = renderToString(
      <ApolloProvider client={client}>
        <ViewerProvider kind="anonymous">
          <RouterContext.Provider
            value={{
              view: view('ShowSearch', { q: 'rust' }),
              table: routeTables.default,
              hostTarget: null,
              navigate: () => undefined,
            }}
          >
            <SearchPage params={{ q: 'rust' }} />
          </RouterContext.Provider>
        </ViewerProvider>
      </ApolloProvider>,
    );
    expect(html).toContain('value="rust"');
    expect(html).toContain(searchTexts.resultsFor);
    expect(html).toContain('aria-busy="true"');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks every kind in one POST, 3 each, and shows each with a See all link to its category', async () => {
    const { asked } = searchServer({
      posts: [['p1', 'p2']],
      users: [['u1']],
      tags: [['t1']],
      collections: [[]],
      lists: [['l1']],
    });
    await open('ShowSearch', { q: 'rust' });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.requests.map(({ indexName }) => indexName)).toEqual([
      'folio_posts',
      'folio_users',
      'folio_collections',
      'folio_tags',
      'folio_lists',
    ]);
    expect(
      asked[0]!.requests.every(({ params }) => (params as { hitsPerPage: number }).hitsPerPage === 3),
    ).toBe(true);
    expect(texts('.search-page__section-title')).toEqual(['Stories', 'People', 'Topics', 'Lists']);
    const seeAll = [...container().querySelectorAll<HTMLAnchorElement>('.search-page__see-all')].map((a) =>
      a.getAttribute('href'),
    );
    expect(seeAll).toEqual([
      '/search/posts?q=rust',
      '/search/users?q=rust',
      '/search/tags?q=rust',
      '/search/lists?q=rust',
    ]);
    // Highlighted titles: the marks become <mark>, the escaped text stays text.
    const title = container().querySelector('.post-card__title')!;
    expect(title.innerHTML).toBe('<mark class="search-highlight">Rust</mark> p1 &amp; &lt;b&gt;');
    expect(container().querySelector('.search-result__snippet')!.textContent).toBe('Learning rust');
    expect(container().querySelectorAll('.search-result--post .member-only')).toHaveLength(1);
    expect(container().querySelector<HTMLAnchorElement>('.search-result__name')!.getAttribute('href')).toBe(
      '/tag/t1',
    );
  });

  it('limits people and stories to high-quality writers, unless the viewer may search unfiltered', async () => {
    const filtered = searchServer({});
    await open('ShowSearch', { q: 'rust' });
    expect(facetsOf(filtered.asked[0], 0)).toEqual(['writtenByHighQualityUser:true']);
    expect(facetsOf(filtered.asked[0], 1)).toEqual(['highQualityUser:true']);
    harness.unmount();
    harness = createPageHarness();
    const unfiltered = searchServer({});
    await open('ShowSearch', { q: 'rust' }, { unfiltered: true });
    expect(facetsOf(unfiltered.asked[0], 0)).toBeUndefined();
    expect(facetsOf(unfiltered.asked[0], 1)).toBeUndefined();
  });

  it('says when nothing matched', async () => {
    searchServer({});
    await open('ShowSearch', { q: 'zzz' });
    expect(container().querySelector('.search-results__empty-title')!.textContent).toBe(
      searchTexts.noResults('zzz'),
    );
  });

  it('shows no message when the search fails, and asks again on retry', async () => {
    const { fetch } = searchServer({ tags: [['t1']] }, 500);
    await open('ShowSearchTags', { q: 'rust' });
    expect(container().querySelector('.search-results__failed')).not.toBeNull();
    expect(container().querySelector('.search-results__list')).toBeNull();
    click(container().querySelector('.search-results__failed button'));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('pages a category with Show more, merging pages by objectID', async () => {
    const { asked } = searchServer({ users: [['a', 'b', 'c'], ['c', 'd', 'e'], ['f']] });
    await open('ShowSearchUsers', { q: 'rust' });
    expect(asked[0]!.requests.map(({ indexName }) => indexName)).toEqual(['folio_users']);
    expect(container().querySelector('.search-page__tab--current')!.textContent).toBe('People');
    click(container().querySelector('.show-more'));
    await settle();
    expect((asked[1]!.requests[0]!.params as { page: number }).page).toBe(1);
    expect(texts('.entity-row__link')).toEqual(['Rusty a', 'Rusty b', 'Rusty c', 'Rusty d', 'Rusty e']);
    click(container().querySelector('.show-more'));
    await settle();
    expect(container().querySelectorAll('.entity-row__link')).toHaveLength(6);
    expect(container().querySelector('.show-more')).toBeNull();
  });

  it('records SearchClickEvent with the answer, index and 1-based position of the clicked hit', async () => {
    searchServer({ users: [['a', 'b', 'c'], ['d']] });
    await open('ShowSearchUsers', { q: 'rust' });
    click(container().querySelector('.show-more'));
    await settle();
    click(container().querySelectorAll('.entity-row__link')[3]);
    expect(recorded).toEqual([
      {
        key: 'search.click',
        data: { queryId: 'users-q1', indexName: 'folio_users', objectIds: ['d'], positions: [4] },
      },
    ]);
  });

  it("searches a publication's stories, 8 a page, by its id", async () => {
    const { asked } = searchServer({ posts: [['p1']] });
    await open('ShowCollectionSearch', { collectionSlug: 'the-pub', q: 'tips' });
    expect(asked[0]!.requests[0]!.params).toMatchObject({
      query: 'tips',
      hitsPerPage: 8,
      facetFilters: ['writtenByHighQualityUser:true', 'collectionId:c1'],
    });
    expect(container().querySelector('.search-page__within')!.textContent).toBe(
      searchTexts.searchIn('The Pub'),
    );
    expect(container().querySelector('.search-page__form')!.getAttribute('action')).toBe('/the-pub/search');
  });

  it('asks nothing without a query', async () => {
    const { fetch } = searchServer({});
    await open('ShowSearch', {});
    expect(container().querySelector('.search-page__prompt')).not.toBeNull();
    expect(container().querySelector('h1')!.textContent).toBe(searchTexts.heading);
    expect(fetch).not.toHaveBeenCalled();
  });
});
