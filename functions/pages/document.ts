import { injectedStateElementId, rootElementId, type InjectedState } from '#web/app/injected-state.ts';
import type { PageHead } from '#web/routes/page-registry.ts';
import { texts } from '#web/lib/texts.ts';
import type { PageAssets } from './assets.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';

const favicon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%23191919'/%3E%3Ctext x='16' y='23' font-family='Georgia,serif' font-size='20' font-weight='700' fill='white' text-anchor='middle'%3EF%3C/text%3E%3C/svg%3E";

/**
 * JSON that is safe inside a <script> element: no `</script>` or `<!--` can end or confuse it, and
 * U+2028/U+2029 stay escaped.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface DocumentParts {
  head: PageHead;
  /**
   * Where absolute URLs point (link previews need absolute image URLs): the configured auth origin,
   * whatever host the page is served on, never a request header.
   */
  origin: string | null;
  assets: PageAssets;
  /** The server-rendered markup of the root element. */
  html: string;
  injected: InjectedState;
}

function metaTags({ head, origin }: Pick<DocumentParts, 'head' | 'origin'>): string[] {
  const tags: string[] = [];
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(content)}">`);
  const canonical = head.canonical?.startsWith('/') ? origin && origin + head.canonical : head.canonical;
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  if (head.feed && origin) {
    const { title, path } = head.feed;
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(title)}" href="${escapeHtml(origin + path)}">`,
    );
  }
  if (head.description) meta('name', 'description', head.description);
  if (head.noindex) meta('name', 'robots', 'noindex');
  if (head.kind) {
    meta('property', 'og:site_name', texts.siteName);
    meta('property', 'og:type', head.kind);
    meta('property', 'og:title', head.title);
    if (head.description) meta('property', 'og:description', head.description);
    if (head.image && origin) meta('property', 'og:image', origin + head.image);
    meta('name', 'twitter:card', head.image && origin ? 'summary_large_image' : 'summary');
  }
  return tags;
}

/**
 * The whole HTML document: head, the rendered root, the injected state as ONE JSON data block (it never
 * runs, so the Content-Security-Policy allows no inline script), the entry module.
 */
export function renderDocument(parts: DocumentParts): string {
  const { head, assets, html, injected } = parts;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Inline, so browsers never ask the pages Lambda for /favicon.ico.
    `<link rel="icon" href="${favicon}">`,
    `<title>${escapeHtml(head.title)}</title>`,
    ...metaTags(parts),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...[
      ...assets.preloads,
      ...(injected.preloadedState.viewer === 'signed-in' ? assets.appPreloads : []),
    ].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    '</head>',
    '<body>',
    `<div id="${rootElementId}">${html}</div>`,
    `<script type="application/json" id="${injectedStateElementId}">${inlineJson(injected)}</script>`,
    `<script type="module" src="${escapeHtml(assets.script)}"></script>`,
    '</body>',
    '</html>',
  ].join('\n');
}
