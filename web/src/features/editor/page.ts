import { texts } from '#web/lib/texts.ts';
import { type PageDefinition, withoutQueries } from '#web/routes/page-registry.ts';

/** The editor's titles: here, not in texts.ts, so the page registry does not carry the editor's texts. */
const titles = { newStory: 'New story', editStory: 'Edit story' } as const;

/**
 * The editor (issue #12): /new-story and /p/{postId}/edit. Nothing is preloaded: the draft is the
 * writer's own, read in the browser (components/use-open-draft.ts); the page is never cached. Its
 * script (Lexical and all) is its own chunk: reading pages never load it.
 */
export const editorPage: PageDefinition = {
  layout: 'basic',
  load: () => import('./components/editor-page.tsx').then(({ EditorPage }) => ({ Page: EditorPage })),
  data: withoutQueries((_read, params) => ({
    title: `${params.postId ? titles.editStory : titles.newStory} – ${texts.siteName}`,
    noindex: true,
  })),
  cacheKind: 'other',
};
