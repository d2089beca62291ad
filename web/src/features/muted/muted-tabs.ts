import type { RouteParams } from '#web/routes/catalogue.ts';

/** /me/settings/mute/{activeTab}: the muted writers, or the muted publications. */
export const mutedTabs = ['users', 'publications'] as const;

export type MutedTab = (typeof mutedTabs)[number];

/** The tab a route shows: ShowSettingsMute (no activeTab) and any tab we do not know are the writers. */
export const mutedTabOf = (params: RouteParams): MutedTab =>
  params.activeTab === 'publications' ? 'publications' : 'users';
