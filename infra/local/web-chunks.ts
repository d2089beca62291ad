import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webDist } from './web-build.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The app the entry starts when the page needs it (decision 71): React, Apollo, the shell, the router. */
export const appModule = 'web/src/app/start-client.tsx';

/** The reading pages of issue #10: they must load none of Amplify UI. */
export const readingPageKinds = {
  '404': [appModule],
  'home (signed out)': [appModule, 'web/src/features/home/components/home-lo-page.tsx'],
  'home (signed in)': [appModule, 'web/src/features/home/components/home-page.tsx'],
  story: [appModule, 'web/src/features/post/components/post-page.tsx'],
  profile: [appModule, 'web/src/features/user-profile/components/user-profile-page.tsx'],
  publication: [appModule, 'web/src/features/publication/components/publication-home-page.tsx'],
  series: [appModule, 'web/src/features/series/components/series-page.tsx'],
  // The series library (issue #13): /collections.
  'series library': [appModule, 'web/src/features/series/components/series-library-page.tsx'],
  // Lists (issue #13): a list, a profile's lists (and Your lists), the embeddable list.
  list: [appModule, 'web/src/features/lists/components/catalog-page.tsx'],
  lists: [appModule, 'web/src/features/lists/components/lists-index-pages.tsx'],
  'list embed': [appModule, 'web/src/features/lists/components/embed-catalog-page.tsx'],
} satisfies Record<string, string[]>;

/** The account pages: Amplify UI's components, themed as Folio. */
export const accountPageKinds = {
  settings: [appModule, 'web/src/features/settings/components/settings-page.tsx'],
  password: [appModule, 'web/src/features/password/components/password-page.tsx'],
  'story settings': [appModule, 'web/src/features/story-settings/components/story-settings-page.tsx'],
} satisfies Record<string, string[]>;

/** The writer's pages built without Amplify UI (the editor has its own bench: bench/editor-bundle.ts). */
export const writerPageKinds = {
  'your stories': [appModule, 'web/src/features/your-stories/components/your-stories-page.tsx'],
} satisfies Record<string, string[]>;

/** Each kind of page with the modules (Vite manifest keys) its first load adds to the entry, the app included. */
export const pageKinds: Record<string, string[]> = {
  ...readingPageKinds,
  ...accountPageKinds,
  ...writerPageKinds,
};

/** The current web build (web/dist) as Vite's manifest describes it. */
export function readWebBuild() {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const chunk = (key: string): ManifestChunk => {
    const found = manifest[key];
    if (!found) throw new Error(`${key} is not in the web build's manifest`);
    return found;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The web build has no entry');

  /** The chunks a module loads before it runs: itself and its static imports, transitively. */
  const withImports = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of chunk(key).imports ?? []) withImports(imported, into);
  };

  /** The JavaScript and CSS files of the entry and these modules, as a first page load fetches them. */
  function filesOf(keys: readonly string[]): { js: string[]; css: string[] } {
    const chunks = new Set<string>();
    for (const key of [entry!, ...keys]) withImports(key, chunks);
    // A module of stylesheets alone is a chunk whose file is CSS.
    const files = new Set([...chunks].flatMap((key) => [chunk(key).file, ...(chunk(key).css ?? [])]));
    return {
      js: [...files].filter((file) => file.endsWith('.js')),
      css: [...files].filter((file) => file.endsWith('.css')),
    };
  }

  /**
   * Every chunk a page may load from the entry on, later ones included (a dialog, a banner), except
   * what only the given modules lead to.
   */
  function reachableWithout(excluded: readonly string[]): { js: string[]; css: string[] } {
    const chunks = new Set<string>();
    const visit = (key: string) => {
      if (chunks.has(key) || excluded.includes(key)) return;
      chunks.add(key);
      for (const next of [...(chunk(key).imports ?? []), ...(chunk(key).dynamicImports ?? [])]) visit(next);
    };
    visit(entry!);
    return filesOf([...chunks]);
  }

  /** The modules of the build whose path ends so (Vite manifest keys). */
  const keysEndingWith = (suffix: string) => Object.keys(manifest).filter((key) => key.endsWith(suffix));

  /** Every file of the build. */
  const allFiles = () => [
    ...new Set(Object.values(manifest).flatMap((found) => [found.file, ...(found.css ?? [])])),
  ];

  return {
    filesOf,
    reachableWithout,
    keysEndingWith,
    allFiles,
    read: (file: string) => readFileSync(join(webDist, file)),
  };
}
