import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { functions } from '../infra/functions.ts';
import { ensureWebBuild, repositoryRoot, webDist } from '../infra/local/web-build.ts';

/** Lambda bundle sizes (bundled as the CDK bundles them) and the gzipped JS a browser loads per page. */
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

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  name?: string;
  src?: string;
}

function browserSizes() {
  ensureWebBuild();
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const gzipOf = (keys: Iterable<string>) =>
    [...keys].reduce(
      (sum, key) => sum + gzipSync(readFileSync(join(webDist, manifest[key]!.file))).length,
      0,
    );
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const rows: Record<string, unknown> = {
    'entry (every page)': { 'KB gzip': kb(gzipOf(closure(entryKey))) },
  };
  for (const key of manifest[entryKey]!.dynamicImports ?? []) {
    const page = new Set([...closure(entryKey), ...closure(key)]);
    rows[`with ${manifest[key]!.name ?? key}`] = { 'KB gzip': kb(gzipOf(page)) };
  }
  console.table(rows);
}

lambdaSizes()
  .then(browserSizes)
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
