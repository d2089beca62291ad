import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { importTexts } from './texts.ts';

/** Nothing preloaded: the viewer's own data loads in the browser; never indexed. */
export const importMailingListData: PageData = {
  queries: () => [],
  describe: () => ({ title: `${importTexts.title} – ${texts.siteName}`, noindex: true }),
};
