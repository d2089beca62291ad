import { texts } from '#web/lib/texts.ts';
import type { PageDefinition } from '#web/routes/page-registry.ts';
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

const loadHome = () => import('./components/home-page.tsx').then(({ HomePage }) => ({ Page: HomePage }));

/** The signed-in home (two-column layout); components/home-page.tsx says what it shows and when. */
export const homePage: PageDefinition = { ...homeLoPage, layout: 'two-column', load: loadHome };
