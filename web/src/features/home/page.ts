import { homeTabQueryParams } from './home-tab-params.ts';
import type { PageDefinition } from '#web/routes/page-registry.ts';

const loadHomeLo = () =>
  import('./components/home-lo-page.tsx').then(({ HomeLoPage }) => ({ Page: HomeLoPage }));

/** The logged-out home (spec 1 §2.1: basic layout). */
export const homeLoPage: PageDefinition = {
  layout: 'basic',
  load: loadHomeLo,
  data: () => import('./page-data.ts').then(({ homeData }) => homeData),
  cacheKind: 'home',
};

const loadHome = () =>
  import('./components/home-page.tsx').then(({ HomePage, Sidebar }) => ({ Page: HomePage, Sidebar }));

/**
 * The signed-in home (two-column layout); components/home-page.tsx says what it shows and when. It
 * preloads nothing but the session (decision 214): its feeds and sidebar are asked after hydration.
 */
export const homePage: PageDefinition = {
  ...homeLoPage,
  layout: 'two-column',
  load: loadHome,
  data: () => import('./page-data.ts').then(({ signedInHomeData }) => signedInHomeData),
  queryParams: homeTabQueryParams,
};
