import { texts } from '#web/lib/texts.ts';
import type { PageDefinition } from '#web/routes/page-registry.ts';
import { editorTexts } from './texts.ts';

/**
 * The editor (issue #12): /new-story and /p/{postId}/edit. Nothing is preloaded: the draft is the
 * writer's own, read in the browser (components/use-open-draft.ts); the page is never cached. Its
 * script (Lexical and all) is its own chunk: reading pages never load it.
 */
export const editorPage: PageDefinition = {
  layout: 'basic',
  load: () => import('./components/editor-page.tsx').then(({ EditorPage }) => ({ Page: EditorPage })),
  queries: () => [],
  describe: (_read, params) => ({
    title: `${params.postId ? editorTexts.editStory : editorTexts.newStory} – ${texts.siteName}`,
    noindex: true,
  }),
  cacheKind: 'other',
};
