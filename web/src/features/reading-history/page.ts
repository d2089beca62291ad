import type { PageDefinition } from '#web/routes/page-registry.ts';

/**
 * /me/lists/reading-history (your-reading-history) and /me/readinghistory (customize-reading-history),
 * two-column layout: the reader's reading history with remove, clear and pause. Rendered as the viewer
 * ('other' pages are never cached); a visitor is asked to sign in.
 */
export const readingHistoryPage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    import('./components/reading-history-page.tsx').then(({ ReadingHistoryPage }) => ({
      Page: ReadingHistoryPage,
    })),
  data: () => import('./page-data.ts').then(({ readingHistoryData }) => readingHistoryData),
  cacheKind: 'other',
};
