import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { exportTexts } from './texts.ts';

/** Nothing preloaded: a download address is asked for in the browser, fresh, each time; never indexed. */
export const newsletterExportData: PageData = {
  queries: () => [],
  describe: () => ({ title: `${exportTexts.title} – ${texts.siteName}`, noindex: true }),
};
