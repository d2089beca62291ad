import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { homeLoQuery } from './api/home-lo-query.ts';

const head = {
  title: `${texts.siteName}: stories worth your time`,
  description: 'Read and share stories from writers and publications on Folio.',
  kind: 'website',
} as const;

/** Both homes preload the same stories and share their head. */
export const homeData: PageData = {
  queries: () => [homeLoQuery()],
  describe: () => head,
};
