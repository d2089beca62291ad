import type { RouteParams } from '#web/routes/catalogue.ts';

/** /me/following/{entityName}: what the reader follows, by kind (writers at /me/following too). */
export const followingTabs = ['writers', 'publications', 'tags'] as const;
export type FollowingTab = (typeof followingTabs)[number];

/** The tab an address shows: writers without an entityName; null (→ 404) for one Folio does not know. */
export const followingTabOf = (params: RouteParams): FollowingTab | null => {
  const name = params.entityName ?? 'writers';
  return (followingTabs as readonly string[]).includes(name) ? (name as FollowingTab) : null;
};
