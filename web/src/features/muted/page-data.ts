import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { mutedCollectionsQuery } from './api/muted-collections-query.ts';
import { mutedUsersQuery } from './api/muted-users-query.ts';
import { mutedTabOf } from './muted-tabs.ts';
import { mutedTexts } from './texts.ts';

/** The open tab's list, loaded with the page. */
export const customizeMutedData: PageData = {
  queries: (params) => [mutedTabOf(params) === 'users' ? mutedUsersQuery() : mutedCollectionsQuery()],
  describe: () => ({ title: `${mutedTexts.title} – ${texts.siteName}`, noindex: true }),
};
