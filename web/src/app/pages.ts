import type { ViewerKind } from '#shared/edge-headers';
import { homeLoPage, homePage } from '../features/home/page.ts';
import { postPage } from '../features/post/page.ts';
import { publicationProfilePage } from '../features/publication/page.ts';
import { userProfilePage } from '../features/user-profile/page.ts';
import { createPageRegistry } from '../routes/page-registry.ts';

/** Every page a route of the catalogue can show (web/src/routes/catalogue.ts names them). */
export const pages = createPageRegistry({
  home: homePage,
  'home-lo': homeLoPage,
  post: postPage,
  'user-profile': userProfilePage,
  'publication-profile': publicationProfilePage,
});

/** Spec 1 §2.2: at ShowHome signed-in readers get the signed-in home, everyone else home-lo. */
export const choosePage = (routePage: string, viewer: ViewerKind) =>
  routePage === 'home' && viewer !== 'signed-in' ? 'home-lo' : routePage;
