import { texts } from '../../lib/texts.ts';
import type { PageDefinition } from '../../routes/page-registry.ts';
import { homeLoQuery } from './api/home-lo-query.ts';

const head = {
  title: `${texts.siteName}: stories worth your time`,
  description: 'Read and share stories from writers and publications on Folio.',
  kind: 'website',
} as const;

const loadHomeLo = () =>
  import('./components/home-lo-page.tsx').then(({ HomeLoPage }) => ({ Page: HomeLoPage }));

/** The logged-out home (spec 1 §2.1: basic layout). */
export const homeLoPage: PageDefinition = {
  layout: 'basic',
  load: loadHomeLo,
  queries: () => [homeLoQuery()],
  describe: () => head,
  cacheKind: 'home',
};

/**
 * The signed-in home (two-column layout). Its content is not in the spec yet (spec 1 §2.7), so it shows
 * the latest stories like home-lo until its own feed is built.
 */
export const homePage: PageDefinition = { ...homeLoPage, layout: 'two-column' };
