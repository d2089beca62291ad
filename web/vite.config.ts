import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { precompileDocuments } from '#web/lib/apollo/precompile-documents.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** GraphQL documents are parsed at build time (see precompile-documents.ts). */
const precompileGraphql = (): Plugin => {
  const helper = fromRoot('web/src/lib/apollo/with-fragments.ts');
  return {
    name: 'folio:precompile-graphql',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/web\/src\/.*\.tsx?$/.test(id) || id.endsWith('.test.ts')) return null;
      const compiled = precompileDocuments(code, helper);
      return compiled === null ? null : { code: compiled, map: null };
    },
  };
};

/**
 * Decision 72: what the app needs whatever the page (React, Apollo, the web's shared layers; not Amplify
 * UI's account surface; not the image uploads only writers' pages use, nor `responding/`, what only a
 * reader writing a response loads; not the engagement the story and list pages alone draw — claps,
 * responses, sharing and a story's body, decision 119; not a member's membership status and payment
 * method, which only account pages, banners and menus of members load; not a writer's Subscribe
 * button, which only profiles and stories draw, its actions loading on a click; not who to follow, a
 * tag's Follow button and the profile's tabs, which only the home, profile, tag and following pages
 * draw, with their CSS; not the search client and hits, which only the search pages and the search
 * box's live results load, decision 238; not the infinite paging, which only the home's feeds and a
 * publication's tagged page draw, decision 258; not a person's hover card, which a story loads on the
 * first hover over a mention, decision 276) in one chunk, instead of some 25 small ones shared with the pages, each a
 * request with its own imports and exports.
 */
const appShared =
  /node_modules[\\/](react|react-dom|scheduler|@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]|web[\\/]src[\\/](lib[\\/](?!uploads[\\/]|responding[\\/]|search[\\/](?!search-scope|recent-searches))|routes|connected[\\/](?!claps[\\/]|responses[\\/]|share-menu|membership[\\/]|newsletter[\\/]|who-to-follow[\\/]|tag-follow[\\/]|search-scope[\\/]|user-hover-card[\\/])|ui[\\/](?!account-surface|story-body[\\/]|payment-method|profile-tabs[\\/]|search[\\/]|show-more[\\/]more-on-scroll))/;

/**
 * The browser bundle. There is no index.html: the pages Lambda writes each document and links what
 * Vite's manifest lists for the entry (functions/pages/assets.ts), so the manifest is required and its
 * keys must be relative to the repository root ('web/src/app/main.tsx').
 */
export default defineConfig({
  root: fromRoot(''),
  publicDir: false,
  // Vite 8 transforms TSX with oxc; the automatic runtime matches tsconfig's "jsx": "react-jsx".
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [precompileGraphql()],
  build: {
    outDir: 'web/dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      input: 'web/src/app/main.tsx',
      output: {
        codeSplitting: {
          // Vite's preload helper stands alone: were it in app-shared (which it joins as soon as a module
          // there imports on demand), the entry would load the whole app before it starts (decision 71).
          groups: [
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 2 },
            { name: 'app-shared', test: appShared, priority: 1 },
          ],
        },
      },
      // Amplify UI's Radix modules start with React Server Components' "use client", which means
      // nothing in a browser bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
