import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// The story editor's own weight: what an editor route adds to the app every page already has.

const root = fileURLToPath(new URL('..', import.meta.url));
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * Bundles StoryEditor for the browser as Vite would (minified, production, the browser condition for
 * `#editor-styles`), leaving out React, which the app-shared chunk already carries (decision 72), and
 * prints its JavaScript and CSS minified and gzipped, with the packages that weigh most.
 */
async function editorBundle() {
  const result = await build({
    stdin: {
      contents: "export { StoryEditor } from '#web/features/editor/components/story-editor.tsx';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['browser', 'production'],
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    outdir: 'editor-bundle',
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const rows: Record<string, unknown> = {};
  for (const file of result.outputFiles) {
    const kind = file.path.endsWith('.css') ? 'CSS' : 'JS';
    rows[kind] = { 'KB minified': kb(file.contents.length), 'KB gzip': kb(gzipSync(file.contents).length) };
  }
  console.table(rows);

  const byPackage = new Map<string, number>();
  const output = Object.values(result.metafile.outputs).find((out) => out.entryPoint !== undefined);
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? 'web/src (Folio)';
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
  }
  console.table(
    Object.fromEntries(
      [...byPackage]
        .sort(([, a], [, b]) => b - a)
        .slice(0, 10)
        .map(([name, bytes]) => [name, { 'KB minified': kb(bytes) }]),
    ),
  );
}

void editorBundle();
