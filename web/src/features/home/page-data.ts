import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { homeLoQuery } from './api/home-lo-query.ts';

const head = {
  title: `${texts.siteName}: stories worth your time`,
  description: 'Read and share stories from writers and publications on Folio.',
  kind: 'website',
} as const;

/** The logged-out home preloads its newest stories (cached at the edge). */
export const homeData: PageData = {
  queries: () => [homeLoQuery()],
  describe: () => head,
};

/** The signed-in home shares the head and preloads nothing: its feeds come after hydration. */
export const signedInHomeData: PageData = { queries: () => [], describe: () => head };
