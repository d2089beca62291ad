import { gzipSync } from 'node:zlib';
import { ensureWebBuild } from '#local/web-build.ts';
import { appModule, pageKinds, readWebBuild } from '#local/web-chunks.ts';

// The gzipped JS and CSS a browser loads per page (Lambda bundles: bench/cold-start.ts).

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * What each kind of page makes a browser fetch on its first load, JavaScript and CSS gzipped: all of it
 * with the app, and the JavaScript before the app starts (decision 71: on a reader's first intent, at
 * once for a signed-in reader).
 */
function browserSizes() {
  ensureWebBuild();
  const build = readWebBuild();
  const gzipOf = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(build.read(file)).length, 0);
  const beforeTheApp = kb(gzipOf(build.filesOf([]).js));
  const rows: Record<string, unknown> = {};
  for (const [kind, modules] of Object.entries(pageKinds)) {
    const { js, css } = build.filesOf(modules);
    rows[kind] = {
      'JS KB gzip': kb(gzipOf(js)),
      'CSS KB gzip': kb(gzipOf(css)),
      'JS KB gzip before the app starts': beforeTheApp,
    };
  }
  console.table(rows);
}

/**
 * What a client navigation to a page adds before its queries can start (decision 107): the page's data
 * module (`page-data.ts`), one request, and the chunks it imports beyond the app's (shared with the
 * page's script, which loads beside it). A preload on intent fetches them ahead.
 */
function dataModuleSizes() {
  const build = readWebBuild();
  const app = new Set(build.filesOf([appModule]).js);
  const gzipOf = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(build.read(file)).length, 0);
  const rows: Record<string, unknown> = {};
  for (const key of build.keysEndingWith('/page-data.ts')) {
    // filesOf lists the entry's chunks (in the app), then the module's own, then its imports'.
    const [own, ...imported] = build.filesOf([key]).js.filter((file) => !app.has(file));
    rows[key] = {
      'data chunk B gzip': gzipOf(own ? [own] : []),
      'its imports beyond the app, B gzip (shared with the script)': gzipOf(imported),
    };
  }
  console.table(rows);
}

browserSizes();
dataModuleSizes();
