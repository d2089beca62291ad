import type { InjectedState } from '#web/app/injected-state.ts';
import { inlineJson, renderDocument, type DocumentParts } from './document.ts';
import { injectedStateOf } from './testing/injected-state.ts';

const injected: InjectedState = {
  preloadedState: {
    appVersion: '1',
    viewer: 'anonymous',
    host: { kind: 'default', target: null },
    view: { kind: 'page', route: 'ShowPost', params: { postId: 'a-1b' }, page: 'post' },
    config: { authOrigin: 'https://folio.test', captcha: { kind: 'none' } },
    renderedAt: 1706702400,
  },
  graphqlUri: '/_/batch',
  apolloState: { ROOT_QUERY: { __typename: 'Query' } },
};

const parts = (change: Partial<DocumentParts> = {}): DocumentParts => ({
  head: { title: 'A story', description: 'About things', kind: 'article', image: '/_/image/i1' },
  origin: 'https://folio.test',
  assets: {
    script: '/assets/main-abc.js',
    preloads: ['/assets/chunk-1.js'],
    appPreloads: ['/assets/app-1.js'],
    styles: ['/assets/style-1.css'],
  },
  html: '<p>rendered</p>',
  injected,
  ...change,
});

describe('inlineJson', () => {
  it('cannot close the script element or open a comment', () => {
    const json = inlineJson({ title: '</script><script>alert(1)</script><!--' });
    expect(json).not.toMatch(/<\/?script|<!--/i);
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script><!--' });
  });

  it('escapes the line and paragraph separators', () => {
    const json = inlineJson({ text: 'a\u2028b\u2029c' });
    expect(json).toBe('{"text":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(json)).toEqual({ text: 'a\u2028b\u2029c' });
  });
});

describe('renderDocument', () => {
  it('writes a complete document in order', () => {
    const html = renderDocument(parts());
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>A story</title>');
    expect(html).toContain('<meta name="description" content="About things">');
    expect(html).toContain('<meta property="og:title" content="A story">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:image" content="https://folio.test/_/image/i1">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-1.css">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunk-1.js">');
    expect(html).toContain('<div id="root"><p>rendered</p></div>');
    expect(html.indexOf('<script type="application/json" id="folio-state">')).toBeLessThan(
      html.indexOf('<script type="module" src="/assets/main-abc.js">'),
    );
  });

  it("preloads the app where it starts at once, a signed-in reader's page, and only there (decision 71)", () => {
    const appPreload = '<link rel="modulepreload" href="/assets/app-1.js">';
    expect(renderDocument(parts())).not.toContain(appPreload);
    const signedIn = {
      ...injected,
      preloadedState: { ...injected.preloadedState, viewer: 'signed-in' as const },
    };
    expect(renderDocument(parts({ injected: signedIn }))).toContain(appPreload);
  });

  it('hands over the preloaded state, the GraphQL address and the Apollo cache in one JSON data block', () => {
    expect(injectedStateOf(renderDocument(parts()))).toEqual(injected);
  });

  it('has no inline script that runs: the Content-Security-Policy allows none', () => {
    const scripts = [...renderDocument(parts()).matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes, text]) => [attributes, text === '' ? 'external' : 'data'])).toEqual([
      [' type="application/json" id="folio-state"', 'data'],
      [' type="module" src="/assets/main-abc.js"', 'external'],
    ]);
  });

  it('keeps hostile text inert in the head and in the state', () => {
    const hostile = '</script><script>alert("x")</script>\u2028';
    const html = renderDocument(
      parts({
        head: { title: hostile, description: `"><img src=x onerror=alert(1)>`, kind: 'article' },
        injected: { ...injected, apolloState: { 'Post:1': { title: hostile } } },
      }),
    );
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;\u2028</title>',
    );
    expect(html).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(injectedStateOf(html).apolloState).toEqual({ 'Post:1': { title: hostile } });
  });

  it('links the canonical address: absolute as given, a path on the configured origin, none without one', () => {
    const canonical = (head: Partial<DocumentParts['head']>, origin: string | null = 'https://folio.test') =>
      renderDocument(parts({ head: { title: 'A story', ...head }, origin })).match(
        /<link rel="canonical"[^>]*>/g,
      );
    expect(canonical({ canonical: '/@ada/a-story-1b' })).toEqual([
      '<link rel="canonical" href="https://folio.test/@ada/a-story-1b">',
    ]);
    expect(canonical({ canonical: 'https://ada.example/post?a=1&b="2"' })).toEqual([
      '<link rel="canonical" href="https://ada.example/post?a=1&amp;b=&quot;2&quot;">',
    ]);
    expect(canonical({ canonical: '/@ada/a-story-1b' }, null)).toBeNull();
    expect(canonical({})).toBeNull();
  });

  it("names the page's RSS feed on the configured origin, none without one", () => {
    const feedLink = (origin: string | null) =>
      renderDocument(
        parts({ head: { title: 'The Pub', feed: { title: 'The Pub & Co', path: '/the-pub/feed' } }, origin }),
      ).match(/<link rel="alternate"[^>]*>/g);
    expect(feedLink('https://folio.test')).toEqual([
      '<link rel="alternate" type="application/rss+xml" title="The Pub &amp; Co" href="https://folio.test/the-pub/feed">',
    ]);
    expect(feedLink(null)).toBeNull();
  });

  it('leaves out link-preview tags for pages without a kind, and images without an origin', () => {
    expect(renderDocument(parts({ head: { title: 'Not found' } }))).not.toContain('og:');
    expect(renderDocument(parts({ origin: null }))).not.toContain('og:image');
  });
});
