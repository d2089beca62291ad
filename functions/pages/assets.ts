import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The browser files a page links: the client entry script, the chunks it imports, and its styles. */
export interface PageAssets {
  script: string;
  preloads: string[];
  /**
   * The app the entry starts (decision 71) and the chunks it imports: preloaded where the app starts at
   * once (a signed-in reader's page), so its script does not wait for the entry's to ask for it.
   */
  appPreloads: string[];
  styles: string[];
}

/** The environment variable through which the CDK stack hands PageAssets (JSON) to the pages Lambda. */
export const pageAssetsVariable = 'PAGE_ASSETS';
export const clientEntry = 'web/src/app/main.tsx';

interface ViteManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The chunks of `keys` and every chunk they import, once each, in order. */
function withImports(
  manifest: Record<string, ViteManifestChunk>,
  keys: readonly string[],
): ViteManifestChunk[] {
  const found = new Map<string, ViteManifestChunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || found.has(key)) return;
    found.set(key, chunk);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return [...found.values()];
}

/** Reads Vite's build manifest (web/dist/.vite/manifest.json) into PageAssets with absolute URLs. */
export function readPageAssets(distDir: string): PageAssets {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  let manifest: Record<string, ViteManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ViteManifestChunk>;
  } catch (error) {
    throw new Error(`No web build at ${manifestPath}: run \`npm run build:web\` first (${error})`);
  }
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${clientEntry}`);
  const imported = (entry.imports ?? []).map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
  const app = withImports(manifest, entry.dynamicImports ?? []).filter(
    (chunk) => chunk !== entry && !imported.includes(chunk),
  );
  return {
    script: `/${entry.file}`,
    preloads: imported.map((chunk) => `/${chunk.file}`),
    appPreloads: app.map((chunk) => `/${chunk.file}`),
    styles: [entry, ...imported].flatMap((chunk) => chunk.css ?? []).map((file) => `/${file}`),
  };
}
