import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { readingHistoryQuery } from './api/reading-history-query.ts';
import { readingHistoryTexts } from './texts.ts';

/** The first page of the history, loaded with the page. */
export const readingHistoryData: PageData = {
  queries: () => [readingHistoryQuery()],
  describe: () => ({ title: `${readingHistoryTexts.title} – ${texts.siteName}`, noindex: true }),
};
