/** @jest-environment jsdom */
import { TextEncoder } from 'node:util';
import { readFileSync } from 'node:fs';
import { act, useMemo } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { SearchRequestBody, SearchResult } from '#contract/search.ts';
import { ViewerProvider } from '#web/connected/viewer/viewer-provider.tsx';
import { silentReporter } from '#web/lib/reporting/event-reporter.ts';
import { ReportingContext } from '#web/lib/reporting/reporting-context.ts';
import { RouterContext, type Router, type View } from '#web/lib/router/router-context.ts';
import { createSearchStore } from '#web/lib/search/search-store.ts';
import { SearchStoreContext } from '#web/lib/search/use-search.ts';
import { recentSearchesKey } from '#web/lib/search/recent-searches.ts';
import { texts } from '#web/lib/texts.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { SearchBox } from './search-box.tsx';
import { liveSearchDelay } from './live-results.tsx';
import { popoverMouseLeaveDelay } from './use-search-box.ts';

// jsdom lacks TextEncoder, which the search request's body hash uses (as a browser has it).
Object.assign(globalThis, { TextEncoder });

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const home: View = { kind: 'page', route: 'ShowHome', params: {}, page: 'home-lo' };
const publication: View = {
  kind: 'page',
  route: 'ShowCollectionHome',
  params: { collectionSlug: 'the-pub' },
  page: 'publication-profile',
};

const navigate = jest.fn();
function Harness({ view, emptyStateDisplay }: { view: View; emptyStateDisplay?: boolean }) {
  const router = useMemo<Router>(
    () => ({ view, table: routeTables.default, hostTarget: null, navigate }),
    [view],
  );
  const client = useMemo(
    () => new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() }),
    [],
  );
  const store = useMemo(() => createSearchStore(), []);
  return (
    <ApolloProvider client={client}>
      <ViewerProvider kind="anonymous">
        <SearchStoreContext.Provider value={store}>
          <ReportingContext.Provider value={reporter}>
            <RouterContext.Provider value={router}>
              <SearchBox emptyStateDisplay={emptyStateDisplay} />
            </RouterContext.Provider>
          </ReportingContext.Provider>
        </SearchStoreContext.Provider>
      </ViewerProvider>
    </ApolloProvider>
  );
}

const recorded: { key: string; data: unknown }[] = [];
const reporter = {
  ...silentReporter,
  record: (key: string, data?: unknown) => void recorded.push({ key, data }),
};

/** The search Lambda: one tag hit and one person hit for whatever is asked; the bodies asked are kept. */
const asked: SearchRequestBody[] = [];
const realFetch = globalThis.fetch;
function answerSearches() {
  globalThis.fetch = (async (_path: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as SearchRequestBody;
    asked.push(body);
    const results = body.requests.map(({ indexName }): SearchResult => ({
      index: indexName,
      hits: indexName.endsWith('tags')
        ? [
            {
              objectID: 'rust',
              tagSlug: 'rust',
              displayText: 'Rust',
              postCount: 4,
              _highlightResult: {
                displayText: { value: '<em>Ru</em>st', matchLevel: 'partial', matchedWords: ['ru'] },
              },
            },
          ]
        : [],
      nbHits: indexName.endsWith('tags') ? 1 : 0,
      page: 0,
      nbPages: 1,
      hitsPerPage: 3,
      query: 'ru',
      queryID: 'q-tags',
      processingTimeMS: 1,
    }));
    return { status: 200, json: async () => ({ results }) } as Response;
  }) as typeof fetch;
}

let root: Root;
let container: HTMLDivElement;
const render = (view: View = home, emptyStateDisplay?: boolean) =>
  act(() => root.render(<Harness view={view} emptyStateDisplay={emptyStateDisplay} />));

beforeEach(() => {
  navigate.mockReset();
  asked.length = 0;
  recorded.length = 0;
  answerSearches();
  localStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  globalThis.fetch = realFetch;
});

const input = () => container.querySelector<HTMLInputElement>('[role="combobox"]')!;
const listbox = () => container.querySelector<HTMLElement>('[role="listbox"]')!;
const isOpen = () => input().getAttribute('aria-expanded') === 'true' && !listbox().hidden;
const options = () => [...container.querySelectorAll<HTMLElement>('[role="option"]')];
const optionTexts = () => options().map((option) => option.textContent);
const activeText = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};
const storedRecent = () => JSON.parse(localStorage.getItem(recentSearchesKey) ?? '[]') as string[];

const focus = () => act(() => input().focus());
const type = (value: string) =>
  act(() => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input(), value);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
const press = (key: string) =>
  act(() => {
    input().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

describe('SearchBox', () => {
  it('renders closed and without recent searches on the server', () => {
    localStorage.setItem(recentSearchesKey, JSON.stringify(['stored']));
    const html = renderToString(
      <RouterContext.Provider value={{ view: home, table: routeTables.default, hostTarget: null, navigate }}>
        <SearchBox />
      </RouterContext.Provider>,
    );
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('stored');
  });

  it('opens on focus with the recent searches and one explore-topics row', () => {
    localStorage.setItem(recentSearchesKey, JSON.stringify(['rust', 'react']));
    render();
    expect(isOpen()).toBe(false);
    focus();
    expect(isOpen()).toBe(true);
    expect(optionTexts()).toEqual(['rust', 'react', texts.search.exploreTopics]);
    expect(input().getAttribute('aria-controls')).toBe(listbox().id);
  });

  it('opens on typing', () => {
    render();
    type('ru');
    expect(isOpen()).toBe(true);
  });

  it('cycles the focused item with wraparound over recent searches and the explore row', () => {
    localStorage.setItem(recentSearchesKey, JSON.stringify(['a', 'b']));
    render();
    focus();
    expect(activeText()).toBeNull();
    press('ArrowDown');
    expect(activeText()).toBe('a');
    press('ArrowDown');
    expect(activeText()).toBe('b');
    press('ArrowDown');
    expect(activeText()).toBe(texts.search.exploreTopics);
    press('ArrowDown');
    expect(activeText()).toBe('a');
    press('ArrowUp');
    expect(activeText()).toBe(texts.search.exploreTopics);
    expect(options().filter((option) => option.getAttribute('aria-selected') === 'true')).toHaveLength(1);
  });

  it('saves the trimmed query on Enter and navigates to the search results', () => {
    render();
    focus();
    type('  rust lang  ');
    press('Enter');
    expect(navigate).toHaveBeenCalledWith('/search?q=rust%20lang');
    expect(storedRecent()).toEqual(['rust lang']);
    expect(isOpen()).toBe(false);
  });

  it('keeps 10 recent searches, newest first, without duplicates', () => {
    localStorage.setItem(recentSearchesKey, JSON.stringify(Array.from({ length: 10 }, (_, i) => `q${i}`)));
    render();
    focus();
    type('q5');
    press('Enter');
    expect(storedRecent()).toEqual(['q5', 'q0', 'q1', 'q2', 'q3', 'q4', 'q6', 'q7', 'q8', 'q9']);
    type('new');
    press('Enter');
    expect(storedRecent()).toHaveLength(10);
    expect(storedRecent()[0]).toBe('new');
    expect(storedRecent()).not.toContain('q9');
  });

  it("searches a publication's posts from a publication page", () => {
    render(publication);
    focus();
    type('tips');
    press('Enter');
    expect(navigate).toHaveBeenCalledWith('/the-pub/search?q=tips');
  });

  it('ignores Enter on an empty query', () => {
    render();
    focus();
    type('   ');
    press('Enter');
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(recentSearchesKey)).toBeNull();
  });

  it('searches a focused recent item, and goes to explore topics from its row', () => {
    localStorage.setItem(recentSearchesKey, JSON.stringify(['older', 'recent']));
    render();
    focus();
    press('ArrowDown');
    press('ArrowDown');
    press('Enter');
    expect(navigate).toHaveBeenLastCalledWith('/search?q=recent');
    expect(storedRecent()).toEqual(['recent', 'older']);
    focus();
    press('ArrowUp');
    press('Enter');
    expect(navigate).toHaveBeenLastCalledWith('/explore-topics');
  });

  it('closes on Escape', () => {
    render();
    focus();
    expect(isOpen()).toBe(true);
    press('Escape');
    expect(isOpen()).toBe(false);
  });

  it('closes when the query is cleared', () => {
    render();
    focus();
    type('x');
    type('');
    expect(isOpen()).toBe(false);
  });

  it('stays open when the query is cleared with emptyStateDisplay', () => {
    render(home, true);
    focus();
    type('x');
    type('');
    expect(isOpen()).toBe(true);
  });

  it('clears the hovered item 100 ms after the pointer leaves the popover', () => {
    jest.useFakeTimers();
    try {
      localStorage.setItem(recentSearchesKey, JSON.stringify(['a']));
      render();
      focus();
      act(() => options()[0]!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
      expect(activeText()).toBe('a');
      act(() => options()[0]!.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })));
      act(() => jest.advanceTimersByTime(popoverMouseLeaveDelay - 1));
      expect(activeText()).toBe('a');
      act(() => jest.advanceTimersByTime(1));
      expect(activeText()).toBeNull();
      expect(isOpen()).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a search icon linking to search below 728 px and the box from 728 px', () => {
    render();
    const icon = container.querySelector<HTMLAnchorElement>('a.search-box__icon')!;
    expect(icon.getAttribute('href')).toBe('/search');
    expect(icon.getAttribute('aria-label')).toBe(texts.search.label);
    const css = readFileSync(`${__dirname}/../../app/styles/search-box.css`, 'utf8');
    const wide = css.slice(css.indexOf('@media (min-width: 728px)'));
    expect(css).toMatch(/\.search-box__field \{\s*display: none;/);
    expect(wide).toMatch(/\.search-box__icon \{\s*display: none;/);
    expect(wide).toMatch(/\.search-box__field \{\s*display: flex;/);
  });

  describe('live results', () => {
    const liveLinks = () => [...container.querySelectorAll<HTMLAnchorElement>('.search-popover__live-link')];
    const wait = async (ms: number) => {
      await act(async () => {
        jest.advanceTimersByTime(ms);
      });
      // The lazy chunk and the answer settle on real promises.
      for (let turn = 0; turn < 5; turn += 1) await act(async () => Promise.resolve());
    };
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("ask the scope's indexes once typing has paused 150 ms, and show each result as a link", async () => {
      render();
      focus();
      type('r');
      await wait(50);
      type('ru');
      await wait(liveSearchDelay - 1);
      expect(asked).toHaveLength(0);
      await wait(1);
      await wait(0);
      expect(asked).toHaveLength(1);
      expect(asked[0]!.requests.map(({ indexName }) => indexName)).toEqual([
        'folio_users',
        'folio_collections',
        'folio_tags',
      ]);
      expect((asked[0]!.requests[0]!.params as { query: string }).query).toBe('ru');
      expect(liveLinks().map((link) => [link.getAttribute('href'), link.innerHTML])).toEqual([
        ['/tag/rust', '<mark class="search-highlight">Ru</mark>st'],
      ]);
    });

    it('stay out of the arrow keys cycle, and a click records SearchClickEvent and closes the popover', async () => {
      localStorage.setItem(recentSearchesKey, JSON.stringify(['a']));
      render();
      focus();
      type('ru');
      await wait(liveSearchDelay);
      await wait(0);
      expect(liveLinks()).toHaveLength(1);
      press('ArrowDown');
      press('ArrowDown');
      press('ArrowDown');
      expect(activeText()).toBe('a');
      act(() =>
        liveLinks()[0]!.dispatchEvent(
          new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }),
        ),
      );
      expect(recorded).toEqual([
        {
          key: 'search.click',
          data: { queryId: 'q-tags', indexName: 'folio_tags', objectIds: ['rust'], positions: [1] },
        },
      ]);
      expect(isOpen()).toBe(false);
    });
  });
});
