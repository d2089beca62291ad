import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import {
  followSuggestionsQuery,
  followingPublicationsQuery,
  followingTagsQuery,
  followingWritersQuery,
} from './api/following-queries.ts';
import { followingTabOf } from './following-tabs.ts';
import { followingTexts } from './texts.ts';

const head = { title: `${followingTexts.title} – ${texts.siteName}`, noindex: true };

/** The open tab's list, loaded with the page; an unknown tab preloads nothing and is the 404 page. */
export const customizeFollowingData: PageData = {
  queries: (params) => {
    const tab = followingTabOf(params);
    if (tab === 'writers') return [followingWritersQuery()];
    if (tab === 'publications') return [followingPublicationsQuery()];
    return tab === 'tags' ? [followingTagsQuery()] : [];
  },
  describe: (_read, params) => (followingTabOf(params) ? head : null),
};

export const customizeSuggestionsData: PageData = {
  queries: () => [followSuggestionsQuery()],
  describe: () => head,
};
