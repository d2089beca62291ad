import { texts } from '#web/lib/texts.ts';
import type { PageDefinition } from '#web/routes/page-registry.ts';
import { mutedCollectionsQuery } from './api/muted-collections-query.ts';
import { mutedUsersQuery } from './api/muted-users-query.ts';
import { mutedTabOf } from './muted-tabs.ts';
import { mutedTexts } from './texts.ts';

/**
 * /me/settings/mute and /me/settings/mute/{activeTab} (customize-muted, two-column layout). The open
 * tab's list is loaded with the page (the server renders it as the viewer; 'other' pages are never
 * cached); for a visitor the viewer is null and the page asks them to sign in.
 */
export const customizeMutedPage: PageDefinition = {
  layout: 'two-column',
  load: () => import('./components/muted-page.tsx').then(({ MutedPage }) => ({ Page: MutedPage })),
  queries: (params) => [mutedTabOf(params) === 'users' ? mutedUsersQuery() : mutedCollectionsQuery()],
  describe: () => ({ title: `${mutedTexts.title} – ${texts.siteName}`, noindex: true }),
  cacheKind: 'other',
};
