import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { functions } from '#infra/functions.ts';
import { ensureWebBuild, repositoryRoot } from '#local/web-build.ts';
import { pageKinds, readWebBuild } from '#local/web-chunks.ts';

/** Lambda bundle sizes (bundled as the CDK bundles them) and the gzipped JS and CSS a browser loads per page. */
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function lambdaSizes() {
  const rows: Record<string, unknown> = {};
  for (const spec of functions.filter((fn) => fn.entry.endsWith('.ts'))) {
    const result = await build({
      entryPoints: [join(repositoryRoot, spec.entry)],
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'cjs',
      external: ['@aws-sdk/*'],
      loader: { '.css': 'empty' },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.contents;
    rows[spec.name] = { KB: kb(code.length), 'KB gzip': kb(gzipSync(code).length) };
  }
  console.table(rows);
}

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

lambdaSizes()
  .then(browserSizes)
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
