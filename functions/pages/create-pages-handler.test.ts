import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createPagesHandler, type PagesConfig } from './create-pages-handler.ts';
import type { SiteConfig } from '#web/lib/site-config.ts';
import {
  cannedExecutor,
  rootFields,
  post,
  publication,
  staffPicks,
  writer,
  type CannedApi,
} from './testing/canned-api.ts';
import { injectedStateOf } from './testing/injected-state.ts';

const story = post('1a2b3c4d5e6f');
const api: CannedApi = {
  posts: { [story.id]: story, d0d0d0d0d0d0: post('d0d0d0d0d0d0', { isPublished: false }) },
  users: { ada: writer },
  collections: { 'the-pub': publication },
  latest: [post('aaaaaaaaaaa1'), post('aaaaaaaaaaa2')],
};

function event(
  path: string,
  headers: Record<string, string> = {},
  extra: Partial<APIGatewayProxyEventV2> = {},
) {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: {
      host: 'folio.test',
      'user-agent': 'jest-browser',
      'x-folio-auth': 'anonymous',
      'x-folio-viewer': 'anonymous',
      'x-folio-host-kind': 'default',
      'x-folio-viewer-ip': '198.51.100.1',
      ...headers,
    },
    requestContext: {} as APIGatewayProxyEventV2['requestContext'],
    isBase64Encoded: false,
    ...extra,
  } satisfies APIGatewayProxyEventV2;
}

const site: SiteConfig = {
  authOrigin: 'https://folio.test',
  captcha: { kind: 'recaptcha', siteKeys: { enterprise: 'site-key' } },
};

/** The pages Lambda's clock in these tests: a minute before midnight UTC. */
const renderTime = Date.UTC(2024, 2, 5, 23, 59, 0, 500);

function setup(canned: CannedApi = api, config: Partial<PagesConfig> = {}) {
  const executor = cannedExecutor(canned);
  const logger = { error: jest.fn(), warn: jest.fn() };
  const handle = createPagesHandler({
    now: () => renderTime,
    executeGraphql: executor.execute,
    assets: {
      script: '/assets/main.js',
      preloads: ['/assets/shared.js'],
      appPreloads: ['/assets/app.js'],
      styles: ['/assets/style.css'],
    },
    config: {
      appVersion: '9.9.9',
      internalIpRanges: ['10.0.0.0/8'],
      cacheExperimentGroups: [],
      site,
      ...config,
    },
    logger,
  });
  return { handle, executor, logger };
}

/** The injected state, read from the page's data block as the browser reads it. */
const injected = (response: APIGatewayProxyStructuredResultV2): Record<string, any> =>
  injectedStateOf(String(response.body));

const headersOf = (response: APIGatewayProxyStructuredResultV2) => response.headers as Record<string, string>;

describe('the logged-out home', () => {
  it('renders the latest stories, cacheable (homepage-viewed is recorded by the browser)', async () => {
    const { handle, executor } = setup();
    const response = await handle(
      event('/', { referer: 'https://search.test/' }, { rawQueryString: 'utm=x' }),
    );
    expect(response.statusCode).toBe(200);
    expect(headersOf(response)).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=60',
      'x-folio-cache-decision': 'home',
    });
    expect(response.body).toContain('Story aaaaaaaaaaa1');
    expect(response.body).toContain('Get started');
    // One request for the page and the shell.
    expect(executor.fields()).toEqual([['latestPostsFeed', 'variantFlags']]);
    expect(injected(response).preloadedState.view).toEqual({
      kind: 'page',
      route: 'ShowHome',
      params: {},
      page: 'home-lo',
    });
  });

  it('does not cache for bots', async () => {
    const { handle } = setup();
    const response = await handle(event('/', { 'x-folio-viewer': 'bot' }));
    expect(response.statusCode).toBe(200);
    expect(headersOf(response)['x-folio-cache-decision']).toBe('bot');
  });

  it('shows signed-in readers the signed-in home, uncached', async () => {
    const { handle } = setup();
    const response = await handle(
      event('/', { 'x-folio-viewer': 'signed-in', 'x-folio-auth': 'session:abc' }),
    );
    expect(response.statusCode).toBe(200);
    expect(headersOf(response)).toMatchObject({
      'cache-control': 'private, no-store',
      'x-folio-cache-decision': 'signed-in',
    });
    expect(injected(response).preloadedState.view.page).toBe('home');
  });
});

describe('the post page', () => {
  it('names its preview image at the configured origin, whatever host the request names', async () => {
    const illustrated = post('1a2b3c4d5e6f', { previewImage: { __typename: 'ImageMetadata', id: 'cafe01' } });
    const { handle } = setup({ ...api, posts: { ...api.posts, [illustrated.id]: illustrated } });
    const response = await handle(
      event('/p/1a2b3c4d5e6f', {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-folio-host': 'evil.example',
      }),
    );
    expect(response.body).toContain('<meta property="og:image" content="https://folio.test/_/image/cafe01">');
    expect(response.body).not.toContain('evil.example');
  });

  it('heads the story with its writer’s SEO title and description and canonical link, when set', async () => {
    const seo = post('5e05e05e05e0', {
      seoTitle: 'Engines, simply',
      seoDescription: 'How engines work, in <plain> words.',
      canonicalUrl: 'https://ada.example/engines',
    });
    const { handle } = setup({ ...api, posts: { ...api.posts, [seo.id]: seo } });
    const settled = String((await handle(event(`/p/engines-${seo.id}`))).body);
    expect(settled).toContain('<title>Engines, simply</title>');
    expect(settled).toContain(
      '<meta name="description" content="How engines work, in &lt;plain&gt; words.">',
    );
    expect(settled).toContain('<link rel="canonical" href="https://ada.example/engines">');
    // Without settings, the canonical link is the story's own address (under its publication).
    const plain = String((await handle(event('/p/1a2b3c4d5e6f'))).body);
    expect(plain.match(/<link rel="canonical"[^>]*>/g)).toEqual([
      `<link rel="canonical" href="https://folio.test/${publication.slug}/story-1a2b3c4d5e6f">`,
    ]);
  });

  it('renders the story with its head, and injects the state the browser starts from', async () => {
    const { handle, executor } = setup();
    const response = await handle(
      event('/@ada/story-1a2b3c4d5e6f', { cookie: 'ignored' }, { cookies: ['folio_sid=s1', 'x=y'] }),
    );
    expect(response.statusCode).toBe(200);
    expect(headersOf(response)['x-folio-cache-decision']).toBe('published-post');
    const body = String(response.body);
    expect(body).toContain('<title>Story 1a2b3c4d5e6f | by Ada Writer | Folio</title>');
    expect(body).toContain('<meta property="og:type" content="article">');
    expect(body).toContain('<meta name="description" content="Subtitle of 1a2b3c4d5e6f">');
    expect(body).toContain('<h1 class="post-header__title">Story 1a2b3c4d5e6f</h1>');
    expect(body).toContain('Body of 1a2b3c4d5e6f.');
    expect(body).toContain('4 min read');
    expect(body).toContain('Mar 5, 2024');
    expect(body).toContain('<link rel="modulepreload" href="/assets/shared.js">');
    expect(body).toContain('<script type="module" src="/assets/main.js"></script>');

    const state = injected(response);
    expect(state.graphqlUri).toBe('/_/batch');
    expect(state.preloadedState).toEqual({
      appVersion: '9.9.9',
      viewer: 'anonymous',
      host: { kind: 'default', target: null },
      view: {
        kind: 'page',
        route: 'ShowPostUnderUser',
        params: { username: 'ada', postId: 'story-1a2b3c4d5e6f' },
        page: 'post',
      },
      config: site,
      // The clock's time in whole seconds: "now" for the browser's first render of dates.
      renderedAt: Date.UTC(2024, 2, 5, 23, 59) / 1000,
    });
    expect(state.apolloState['Post:1a2b3c4d5e6f']).toMatchObject({ title: 'Story 1a2b3c4d5e6f' });

    // The page's query and the cache controller's ask the same post: one request, the post asked once.
    expect(executor.fields()).toEqual([['postResult', 'variantFlags']]);
    expect(Object.values(executor.calls[0]!.request.variables ?? {})).toEqual(['1a2b3c4d5e6f']);
    expect(executor.calls[0]!.headers).toEqual({
      authorization: 'anonymous',
      'user-agent': 'jest-browser',
      cookie: 'x=y',
      'x-folio-viewer': 'anonymous',
      'x-folio-viewer-ip': '198.51.100.1',
    });
  });

  it('does not cache a draft', async () => {
    const { handle } = setup();
    const response = await handle(event('/p/d0d0d0d0d0d0'));
    expect(response.statusCode).toBe(200);
    expect(headersOf(response)).toMatchObject({
      'cache-control': 'private, no-store',
      'x-folio-cache-decision': 'draft-post',
    });
  });

  it('does not cache for internal IPs', async () => {
    const { handle } = setup();
    const response = await handle(event('/p/1a2b3c4d5e6f', { 'x-folio-viewer-ip': '10.2.3.4' }));
    expect(headersOf(response)['x-folio-cache-decision']).toBe('internal-ip');
  });

  it('follows the experiment group', async () => {
    const { handle } = setup(api, { cacheExperimentGroups: ['control', 'disabled'] });
    expect(headersOf(await handle(event('/p/1a2b3c4d5e6f')))['x-folio-cache-decision']).toBe(
      'experiment-disabled',
    );
  });
});

describe('the 404 screen', () => {
  it.each([
    ['an unknown route', '/a/b/c'],
    ['a post id without hex', '/p/hello-world'],
    ['a post that does not exist', '/p/ffffffffffff'],
    ['a user who does not exist', '/@nobody'],
    ['a publication that does not exist', '/no-such-pub'],
    ['an empty username', '/@'],
  ])('shows for %s, with status 404 and four staff picks', async (_, path) => {
    const { handle } = setup();
    const response = await handle(event(path));
    expect(response.statusCode).toBe(404);
    expect(headersOf(response)).toMatchObject({
      'cache-control': 'private, no-store',
      'x-folio-cache-decision': 'not-found',
    });
    const body = String(response.body);
    for (const text of ['PAGE NOT FOUND', '404', 'Out of nothing, something.', '>Home</a>'])
      expect(body).toContain(text);
    for (const pick of staffPicks) expect(body).toContain(pick.title);
    expect(injected(response).preloadedState.view).toEqual({ kind: 'not-found' });
  });

  it('never asks the API for a post id that cannot exist', async () => {
    const { handle, executor } = setup();
    await handle(event('/p/hello-world'));
    expect(executor.fields()).toEqual([['staffPicksFeed', 'variantFlags']]);
  });

  it('still shows when the staff picks fail', async () => {
    const { handle, logger } = setup({ ...api, failing: { staffPicksFeed: 'picks are down' } });
    const response = await handle(event('/a/b/c'));
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Out of nothing, something.');
    expect(logger.warn).toHaveBeenCalledWith('No staff picks for the 404 screen.', {
      error: expect.any(Error),
    });
  });

  it('shows for a publication whose query fails (spec 1 §2.2)', async () => {
    const { handle, logger } = setup({ ...api, failing: { collectionByDomainOrSlug: 'boom' } });
    const response = await handle(event('/the-pub'));
    expect(response.statusCode).toBe(404);
    expect(logger.warn).toHaveBeenCalled();
  });
});

describe('the 500 screen', () => {
  it('shows when a query fails, naming the request id the error is logged under', async () => {
    const { handle, logger } = setup({ ...api, failing: { postResult: 'resolver exploded' } });
    const response = await handle(event('/p/1a2b3c4d5e6f'), { awsRequestId: 'req-7' });
    expect(response.statusCode).toBe(500);
    expect(headersOf(response)).toMatchObject({
      'cache-control': 'private, no-store',
      'x-folio-cache-decision': 'error',
    });
    expect(response.body).toContain('Apologies, but something went wrong on our end.');
    expect(response.body).not.toContain('resolver exploded');
    expect(response.body).toContain('Request id: req-7');
    expect(logger.error).toHaveBeenCalledWith('The page failed to render.', {
      requestId: 'req-7',
      error: expect.any(Error),
      path: '/p/1a2b3c4d5e6f',
    });
    expect(injected(response).preloadedState.view).toEqual({
      kind: 'error',
      status: 500,
      requestId: 'req-7',
    });
  });

  it('answers 409 when the error says 409: Conflict', async () => {
    const { handle } = setup({ ...api, failing: { latestPostsFeed: 'Upstream said 409: Conflict' } });
    expect((await handle(event('/'))).statusCode).toBe(409);
  });

  it('shows when the API cannot be reached', async () => {
    const { handle } = setup({ ...api, throwing: ['userResult'] });
    expect((await handle(event('/@ada'))).statusCode).toBe(500);
  });

  it('falls back to a plain 503 page with the request id when the error screen fails too', async () => {
    const logger = { error: jest.fn(), warn: jest.fn() };
    const handle = createPagesHandler({
      // The render time is asked by the page and by the error screen alike.
      now: () => {
        throw new Error('clock lost at 10.0.0.7');
      },
      executeGraphql: cannedExecutor(api).execute,
      assets: { script: '/assets/main.js', preloads: [], appPreloads: [], styles: [] },
      config: { appVersion: '1', internalIpRanges: [], cacheExperimentGroups: [], site },
      logger,
    });
    const response = await handle(event('/'), { awsRequestId: 'req-8' });
    expect(response.statusCode).toBe(503);
    expect(headersOf(response)).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
    });
    expect(response.body).toContain('Apologies, but something went wrong on our end.');
    expect(response.body).toContain('(Request id: req-8)');
    expect(response.body).not.toContain('10.0.0.7');
    expect(logger.error).toHaveBeenLastCalledWith('The request failed', {
      requestId: 'req-8',
      path: '/',
      error: expect.objectContaining({ message: 'clock lost at 10.0.0.7' }),
    });
  });
});

describe('custom domains', () => {
  it('shows the publication at / on its domain', async () => {
    const { handle, executor } = setup();
    const response = await handle(
      event('/', { 'x-folio-host-kind': 'publication', 'x-folio-host-target': 'the-pub' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1 class="profile__name">The Pub</h1>');
    const asked = executor.calls
      .flatMap(({ request }) => rootFields(request))
      .find((field) => field.name === 'collectionByDomainOrSlug');
    expect(asked!.args).toEqual({ domainOrSlug: 'the-pub' });
    // A story of this publication links without the /{collectionSlug} prefix.
    expect(response.body).toContain('href="/story-1a2b3c4d5e6f"');
  });

  it('shows the writer at / on their domain, and their stories at /{postId}', async () => {
    const { handle } = setup();
    const headers = { 'x-folio-host-kind': 'user', 'x-folio-host-target': 'ada' };
    const profile = await handle(event('/', headers));
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('<h1 class="profile__name">Ada Writer</h1>');
    expect(profile.body).toContain('Writes about engines.');
    const story = await handle(event('/story-1a2b3c4d5e6f', headers));
    expect(injected(story).preloadedState.view.route).toBe('ShowPostUnderUser');
  });
});

describe('writers’ subdomains (spec 1 §2.3)', () => {
  const onSubdomain = (username: string) => ({
    host: 'lambda-url.internal',
    'x-folio-host': `${username}.folio.test`,
    'x-folio-host-kind': 'user',
    'x-folio-host-target': username,
  });

  it('serve the profile of a writer who claimed theirs', async () => {
    const { handle } = setup({ ...api, users: { ada: { ...writer, hasSubdomain: true } } });
    const response = await handle(event('/', onSubdomain('ada')));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1 class="profile__name">Ada Writer</h1>');
  });

  it.each([
    ['/', '', 'https://folio.test/@ada'],
    ['/about', 'tab=1', 'https://folio.test/@ada/about?tab=1'],
    ['/story-1a2b3c4d5e6f', '', 'https://folio.test/@ada/story-1a2b3c4d5e6f'],
    ['/no/such/page', '', 'https://folio.test/@ada'],
  ])('send %s of anyone else to the main host (302, query kept)', async (path, query, location) => {
    const { handle, executor } = setup();
    const response = await handle(event(path, onSubdomain('ada'), { rawQueryString: query }));
    expect(response.statusCode).toBe(302);
    expect(headersOf(response)).toMatchObject({ location, 'cache-control': 'private, no-store' });
    expect(executor.fields()).toEqual([['userResult']]);
  });

  it('answer the 404 for nobody, and ask nothing for a writer’s custom domain', async () => {
    const { handle, executor } = setup();
    expect((await handle(event('/', onSubdomain('nobody')))).statusCode).toBe(404);
    const customDomain = await handle(
      event('/', {
        'x-folio-host': 'ada.example.com',
        'x-folio-host-kind': 'user',
        'x-folio-host-target': 'ada',
      }),
    );
    expect(customDomain.statusCode).toBe(200);
    expect(executor.calls.filter(({ request }) => request.operationName === 'UserSubdomain')).toHaveLength(1);
  });
});

describe('route redirects (spec 1 §2.2)', () => {
  it.each([
    ['/@ada/follow', 301, '/@ada'],
    ['/subscribe/@ada', 301, '/@ada/subscribe'],
    ['/me/styles', 301, '/me/design'],
    ['/the-pub/styles', 301, '/the-pub/design'],
    ['/tag/poetry/latest', 301, '/tag/poetry'],
    ['/tag/poetry/top-writers', 301, '/tag/poetry'],
    ['/me/following/topics', 301, '/me/following'],
    ['/me/missioncontrol', 301, '/me/following'],
    ['/the-pub/stats/overview', 301, '/the-pub/stats'],
    ['/the-pub/stats/stories', 301, '/the-pub/stats'],
    ['/me/stats/responses', 301, '/me/stats'],
    ['/@ada/stats/responses', 301, '/@ada/stats'],
  ])('%s answers %d to %s without rendering or asking the API', async (path, status, location) => {
    const { handle, executor } = setup();
    const response = await handle(event(path));
    expect(response.statusCode).toBe(status);
    expect(headersOf(response)).toMatchObject({ location, 'cache-control': 'private, no-store' });
    expect(response.body).toBe('');
    expect(executor.calls).toHaveLength(0);
  });

  it('sends a revert link to the editor, which asks before reverting: no API call, nothing changed', async () => {
    const { handle, executor } = setup();
    const response = await handle(event('/p/1a2b3c4d5e6f7a8b/revert/1780000000000/7'));
    expect(response.statusCode).toBe(302);
    expect(headersOf(response)).toMatchObject({
      location: '/p/1a2b3c4d5e6f7a8b/edit?revert=1780000000000&baseRev=7',
      'cache-control': 'private, no-store',
    });
    expect(executor.calls).toHaveLength(0);
    expect((await handle(event('/p/1a2b3c4d5e6f7a8b/revert/yesterday/7'))).statusCode).toBe(404);
  });

  it('shares a story on Twitter with its title and canonical address, asked as the viewer; else the 404', async () => {
    const elsewhere = post('5e05e05e05e1', { canonicalUrl: 'https://ada.example/engines?a=1' });
    const { handle } = setup({ ...api, posts: { ...api.posts, [elsewhere.id]: elsewhere } });
    const response = await handle(event('/p/story-1a2b3c4d5e6f/share/twitter'));
    expect(response.statusCode).toBe(302);
    const location = new URL(headersOf(response).location!);
    expect(location.origin + location.pathname).toBe('https://twitter.com/intent/tweet');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      text: 'Story 1a2b3c4d5e6f',
      url: `https://folio.test/${publication.slug}/story-1a2b3c4d5e6f`,
    });
    expect(headersOf(response)['cache-control']).toBe('private, no-store');
    const canonical = new URL(headersOf(await handle(event(`/p/${elsewhere.id}/share/twitter`))).location!);
    expect(canonical.searchParams.get('url')).toBe('https://ada.example/engines?a=1');
    expect((await handle(event('/p/0f0f0f0f0f0f/share/twitter'))).statusCode).toBe(404);
    expect((await handle(event('/p/d0d0d0d0d0d0/share/twitter'))).statusCode).toBe(404);
  });

  it('keeps the query string', async () => {
    const { handle } = setup();
    const response = await handle(event('/me/styles', {}, { rawQueryString: 'unfold=1' }));
    expect(headersOf(response).location).toBe('/me/design?unfold=1');
  });

  it('redirects within a writer’s own domain', async () => {
    const { handle } = setup();
    const headers = { 'x-folio-host-kind': 'user', 'x-folio-host-target': 'ada' };
    const response = await handle(event('/follow', headers));
    expect(response.statusCode).toBe(301);
    expect(headersOf(response).location).toBe('/');
  });

  it('shows the 404 page, with an error logged, when a parameter is empty', async () => {
    const { handle, logger } = setup();
    // A writer's domain whose host target is missing: the username is empty.
    const response = await handle(event('/follow', { 'x-folio-host-kind': 'user' }));
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('PAGE NOT FOUND');
    expect(logger.error).toHaveBeenCalledWith(
      'Cannot redirect ShowUserFollow to ShowUser: empty parameter username.',
      { path: '/follow' },
    );
  });
});

describe('routes under feature flags (spec 1 §2.2)', () => {
  const lite = { ...api, flags: { enable_lite_publications: true } };

  it('show the plain publication pages while enable_lite_publications is off', async () => {
    const { handle } = setup();
    const response = await handle(event('/the-pub/about'));
    expect(response.statusCode).toBe(200);
    expect(injected(response).preloadedState.view.page).toBe('publication-about');
    expect(response.body).toContain('layout--two-column');
  });

  it.each([
    ['/the-pub', 'community-publication-profile'],
    ['/the-pub/about', 'community-publication-about'],
    ['/the-pub/latest', 'community-publication-latest'],
  ])('show %s as %s with it on, in the publication layout', async (path, page) => {
    const { handle, executor } = setup(lite);
    const response = await handle(event(path));
    expect(response.statusCode).toBe(200);
    expect(injected(response).preloadedState.view.page).toBe(page);
    expect(response.body).toContain('layout--publication');
    // The flags asked first, once: the shell's preload finds the answer in the cache, and so does the
    // browser. Then the publication the layout's bar shows.
    expect(executor.fields()).toEqual([['variantFlags'], ['collectionByDomainOrSlug']]);
    expect(injected(response).apolloState.ROOT_QUERY.variantFlags).toEqual([
      expect.objectContaining({ name: 'enable_lite_publications' }),
    ]);
  });

  it('use the publication’s own domain too', async () => {
    const { handle } = setup(lite);
    const response = await handle(
      event('/about', { 'x-folio-host-kind': 'publication', 'x-folio-host-target': 'the-pub' }),
    );
    expect(injected(response).preloadedState.view.page).toBe('community-publication-about');
    // On its own domain the bar's tag links drop the publication's prefix.
    expect(response.body).toContain('href="/tagged/poetry"');
  });

  it('render the publication’s bar on the server: home, navigation items, Follow', async () => {
    const { handle } = setup(lite);
    const body = String((await handle(event('/the-pub/latest'))).body);
    const bar = /<nav class="publication-bar"[\s\S]*?<\/nav>/.exec(body)?.[0] ?? '';
    expect(bar).toContain('aria-label="The Pub"');
    expect(bar).toContain('<a class="publication-bar__home" href="/the-pub">The Pub</a>');
    expect(bar).toContain('href="/the-pub/tagged/poetry">Poetry</a>');
    expect(bar).toContain(
      'href="https://shop.example.com/" rel="noopener" class="publication-bar__link">Shop</a>',
    );
    expect(bar).toContain('Follow');
  });

  it('answer 404 for a publication that does not exist, or whose bar fails to load', async () => {
    const { handle } = setup(lite);
    const missing = await handle(event('/no-such-pub/latest'));
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('PAGE NOT FOUND');
    const failing = setup({ ...lite, failing: { collectionByDomainOrSlug: 'publications are down' } });
    expect((await failing.handle(event('/the-pub/about'))).statusCode).toBe(404);
  });

  it('answer 404 at /mastodon while enable_mastodon_for_members is off, asking the flags once', async () => {
    const { handle, executor } = setup();
    const response = await handle(event('/mastodon'));
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('PAGE NOT FOUND');
    expect(executor.fields()).toEqual([['variantFlags'], ['staffPicksFeed']]);
  });

  it('show /mastodon with enable_mastodon_for_members on', async () => {
    const { handle } = setup({ ...api, flags: { enable_mastodon_for_members: true } });
    const response = await handle(event('/mastodon'));
    expect(response.statusCode).toBe(200);
    expect(injected(response).preloadedState.view.page).toBe('mastodon-for-members');
  });

  it('follow the defaults when the flags cannot be read, with a warning', async () => {
    const { handle, logger } = setup({ ...lite, failing: { variantFlags: 'flags are down' } });
    const response = await handle(event('/the-pub/about'));
    expect(response.statusCode).toBe(200);
    expect(injected(response).preloadedState.view.page).toBe('publication-about');
    expect(logger.warn).toHaveBeenCalledWith(
      'The flags failed to load; pages are chosen with their defaults.',
      {
        error: expect.any(Error),
      },
    );
  });
});

describe('pages registered before their content', () => {
  it('answer 200 with the pending screen in their layout, never cached, not indexed', async () => {
    const { handle, executor } = setup();
    // /about (landing-about, basic layout): the search page, which this test used, has its content now.
    const response = await handle(event('/about'));
    expect(response.statusCode).toBe(200);
    expect(headersOf(response)['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain('This page is not available yet.');
    expect(response.body).toContain('layout--basic');
    expect(executor.fields()).toEqual([['variantFlags']]);
  });

  it('show only the wordmark where spec 1 §2.1 says so', async () => {
    const { handle } = setup();
    const response = await handle(event('/plans'));
    expect(response.body).toContain('layout--top-navigation');
    expect(response.body).not.toContain('Sign in');
  });

  it('answers 404 for a route the server handles elsewhere', async () => {
    const { handle } = setup();
    expect((await handle(event('/m/signout/token'))).statusCode).toBe(404);
  });
});

describe('the settings and password pages', () => {
  it('render their frame for a visitor, asking to sign in; their data is the browser’s to load', async () => {
    const { handle, executor } = setup();
    const response = await handle(event('/me/settings/security'));
    expect(response.statusCode).toBe(200);
    expect(headersOf(response)['cache-control']).toBe('private, no-store');
    const body = String(response.body);
    expect(body).toContain('<title>Settings – Folio</title>');
    expect(body).toContain('<meta name="robots" content="noindex">');
    expect(body).toContain('Sign in to see and change your settings.');
    expect(body).toContain('layout--two-column');
    expect(executor.fields()).toEqual([['variantFlags']]);
  });

  it('answer 404 for a settings tab that does not exist', async () => {
    const { handle } = setup();
    const response = await handle(event('/me/settings/billing'));
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('PAGE NOT FOUND');
  });

  it('show /password under the wordmark only', async () => {
    const { handle } = setup();
    const response = await handle(event('/password'));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('layout--top-navigation');
    expect(response.body).toContain('Sign in to set or change your password.');
  });
});
