/** @jest-environment jsdom */
import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache } from '#web/lib/apollo/create-cache.ts';
import { storePrivacyAccepted } from '#web/lib/reporting/analytics-consent.ts';
import { variantFlagsData, variantFlagsQuery } from '#web/lib/flags/variant-flags-query.ts';
import { App } from './app.tsx';
import { injectedStateElementId, type InjectedState, type PreloadedState } from './injected-state.ts';
import { startClient } from './start-client.tsx';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { homeLoQuery } from '#web/features/home/api/home-lo-query.ts';
import { eventually } from '#fixtures/eventually.ts';

const card = (id: string, title: string) => ({
  __typename: 'Post',
  id,
  title,
  uniqueSlug: `story-${id}`,
  isLocked: id.endsWith('2'),
  readingTime: 2,
  firstPublishedAt: Date.UTC(2024, 0, 31) / 1000,
  statusForCollection: null,
  extendedPreviewContent: { __typename: 'PreviewContent', subtitle: 'A subtitle' },
  creator: {
    __typename: 'User',
    id: 'u1',
    name: 'Ada',
    username: 'ada',
    imageId: null,
    hasSubdomain: false,
    membership: null,
    // The post page's Follow button (lib/social): the visitor's edge.
    socialStats: { __typename: 'SocialStats', followerCount: 3, followingCount: 0 },
    viewerEdge: {
      __typename: 'UserViewerEdge',
      id: 'u1:visitor',
      createdAt: null,
      isFollowing: false,
      isMuting: false,
    },
  },
  collection: null,
  previewImage: null,
});

const homeState: PreloadedState = {
  appVersion: 'test',
  viewer: 'anonymous',
  host: { kind: 'default', target: null },
  view: { kind: 'page', route: 'ShowHome', params: {}, page: 'home-lo' },
  config: { authOrigin: 'http://localhost:3000', captcha: { kind: 'development', token: 'test-captcha' } },
  renderedAt: Date.UTC(2024, 0, 31, 12) / 1000,
};

/** What the server would inject: a cache holding the shell's flags (every render preloads them) and the home's data. */
function serverCache() {
  const cache = createCache();
  cache.writeQuery({ ...variantFlagsQuery(), data: variantFlagsData({}) });
  cache.writeQuery({
    ...homeLoQuery(),
    data: {
      latestPostsFeed: {
        __typename: 'PostConnection',
        posts: [card('aaaaaaaaaaa1', 'First story'), card('aaaaaaaaaaa2', 'Second story')],
        pagingInfo: { __typename: 'PagingInfo', next: null },
      },
    } as never,
  });
  return cache.extract();
}

async function serverHtml(state: PreloadedState, apolloState: ReturnType<typeof serverCache>) {
  const client = new ApolloClient({
    ssrMode: true,
    cache: createCache().restore(apolloState),
    link: new ApolloLink(
      () => new Observable((observer) => observer.error(new Error('no network on the server test'))),
    ),
  });
  const module =
    state.view.kind === 'page'
      ? await import('#web/features/home/components/home-lo-page.tsx').then((m) => ({ Page: m.HomeLoPage }))
      : null;
  return renderToString(<App client={client} state={state} module={module} />);
}

// jsdom lacks Web Crypto's digest, which the batch link uses to hash request bodies; Node has it.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
Object.assign(globalThis, { TextEncoder });
// Tells React this is a test environment, so act() applies updates.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Writes the page's data block as the pages Lambda does (functions/pages/document.ts); {} removes it. */
function inject(parts: Partial<Record<keyof InjectedState, unknown>>) {
  document.getElementById(injectedStateElementId)?.remove();
  if (Object.keys(parts).length === 0) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = injectedStateElementId;
  block.textContent = JSON.stringify(parts);
  document.head.append(block);
}

beforeEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
  inject({});
});

describe('start-up (spec 3 §4)', () => {
  it('throws without preloaded state', () => {
    inject({ graphqlUri: '/_/batch', apolloState: {} });
    expect(() => startClient(window)).toThrow('no preloaded state');
  });

  it('throws without the GraphQL address', () => {
    inject({ preloadedState: homeState, apolloState: {} });
    expect(() => startClient(window)).toThrow('no GraphQL address');
  });

  it('throws without cached query state', () => {
    inject({ preloadedState: homeState, graphqlUri: '/_/batch' });
    expect(() => startClient(window)).toThrow('no cached query state');
  });

  it('warns and stops when the root element is missing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    inject({ preloadedState: homeState, graphqlUri: '/_/batch', apolloState: {} });
    expect(startClient(window)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Cannot start: the page has no #root element.');
    warn.mockRestore();
  });

  it('hydrates the server’s HTML from the injected cache, without a request or a mismatch', async () => {
    const apolloState = serverCache();
    document.body.innerHTML = `<div id="root">${await serverHtml(homeState, apolloState)}</div>`;
    const serverMarkup = document.getElementById('root')!.innerHTML;
    inject({ preloadedState: homeState, graphqlUri: '/_/batch', apolloState });
    // A visitor who has not accepted the privacy notice asks for their country once hydrated
    // (use-privacy-consent.ts): a request of the browser's own, not of the page's data, and one whose
    // timing would race this test's expectations. Accepted here before, it is not asked.
    storePrivacyAccepted();
    const fetch = jest.fn();
    (globalThis as { fetch?: unknown }).fetch = fetch;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported: unknown[] = [];
    window.addEventListener('error', (event) => reported.push(event.error));

    await act(async () => {
      await startClient(window);
    });

    expect(errors).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById('root')!.innerHTML).toBe(serverMarkup);
    expect(document.body.textContent).toContain('First story');
    expect(window.history.scrollRestoration).toBe('auto');
    errors.mockRestore();
  });
});

describe('client-side navigation', () => {
  const fullPost = {
    ...card('aaaaaaaaaaa1', 'First story'),
    previewImage: null,
    seoTitle: null,
    seoDescription: null,
    canonicalUrl: null,
    tags: [],
    sequence: null,
    // The story bar and the story's end (issue #13).
    responsesCount: 0,
    // The story's end shows the writer's Subscribe button (issue #15): its newsletter's id and edge.
    creator: {
      ...card('aaaaaaaaaaa1', 'First story').creator,
      bio: '',
      newsletterV3Id: 'n1',
      viewerEdge: {
        ...card('aaaaaaaaaaa1', 'First story').creator.viewerEdge,
        isSubscribedToNewsletter: false,
      },
    },
    moreFrom: { __typename: 'MoreFrom', creatorPosts: [], collectionPosts: [] },
    clapCount: 0,
    viewerClapCount: 0,
    // No responses yet (issue #13).
    allowResponses: true,
    threadedResponses: {
      __typename: 'PostResponseConnection',
      responses: [],
      pagingInfo: { __typename: 'PagingInfo', next: null },
    },
    content: {
      __typename: 'PostContent',
      isLockedPreviewOnly: true,
      topHighlight: null,
      viewerHighlights: null,
      meter: null,
      bodyModel: {
        __typename: 'RichText',
        paragraphs: [
          {
            __typename: 'Paragraph',
            name: 'p1',
            type: 'P',
            text: 'The opening.',
            layout: null,
            markups: [],
            metadata: null,
            codeBlockMetadata: null,
            mixtapeMetadata: null,
          },
        ],
      },
    },
  };

  it('loads the page’s script and data, then shows it, changes the address and scrolls to the top', async () => {
    const apolloState = serverCache();
    document.body.innerHTML = `<div id="root">${await serverHtml(homeState, apolloState)}</div>`;
    inject({ preloadedState: homeState, graphqlUri: '/_/batch', apolloState });
    const bodies: { operationName: string; variables: unknown }[][] = [];
    const hashed: string[] = [];
    (globalThis as { fetch?: unknown }).fetch = jest.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { operationName: string; variables: unknown }[];
      bodies.push(body);
      hashed.push((init.headers as Record<string, string>)['x-amz-content-sha256'] ?? '');
      return {
        ok: true,
        status: 200,
        headers: { get: () => 'application/json' },
        // The shell asks for the visitor's country after hydration (analytics consent, spec 3 §4).
        text: async () =>
          JSON.stringify(
            body.map(({ operationName }) =>
              operationName === 'VisitorQuery'
                ? {
                    data: {
                      visitor: {
                        __typename: 'Visitor',
                        id: 'lo_1',
                        geolocation: { __typename: 'Geolocation', country: null },
                      },
                    },
                  }
                : { data: { postResult: fullPost } },
            ),
          ),
      };
    });
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    await act(async () => {
      await startClient(window);
    });

    const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.includes('First story'))!;
    expect(link.getAttribute('href')).toBe('/@ada/story-aaaaaaaaaaa1');
    // The page's script and data load through import() and fetch: wait for the story, not a fixed time.
    await act(async () => {
      link.click();
      await eventually(
        async () => document.querySelector('h1')?.textContent,
        (title) => title === 'First story',
      );
    });

    // Besides the shell's VisitorQuery (asked after hydration, here and by the previous test's app):
    // (the client's event batches go through fetch too: they carry no operation).
    const operations = bodies.filter((batch) => batch[0]?.operationName !== undefined);
    expect(operations.filter((batch) => batch[0]?.operationName !== 'VisitorQuery')).toEqual([
      [expect.objectContaining({ operationName: 'PostPageQuery', variables: { id: 'aaaaaaaaaaa1' } })],
    ]);
    expect(hashed[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(window.location.pathname).toBe('/@ada/story-aaaaaaaaaaa1');
    expect(document.title).toBe('First story | by Ada | Folio');
    expect(document.querySelector('h1')!.textContent).toBe('First story');
    expect(document.body.textContent).toContain('The opening.');
    expect(document.body.textContent).toContain('The rest of this story is for members only.');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
