import { friendLinkParameter } from '#contract/friend-links.ts';
import type { PageDefinition } from '#web/routes/page-registry.ts';

/** The post page (spec 1 §2.1: top-navigation layout, no sidebar). */
export const postPage: PageDefinition = {
  layout: 'top-navigation',
  load: () => import('./components/post-page.tsx').then(({ PostPage }) => ({ Page: PostPage })),
  data: () => import('./page-data.ts').then(({ postData }) => postData),
  cacheKind: 'post',
  queryParams: [friendLinkParameter],
  dataOnOpen: true,
};
