import type { RouteParams } from '#web/routes/catalogue.ts';

/** A tab of the signed-in home: For you, Following, or a followed tag's. */
export type HomeTab = { kind: 'for-you' } | { kind: 'following' } | { kind: 'tag'; slug: string };

/**
 * Decision 259: the tab lives in the home's address, so a reload or back and forward keep it —
 * `/?feed=following`, `/?tag={tagSlug}`, and `/` for For you (home-tab-params.ts names them).
 */
export function homeTabOf(params: RouteParams): HomeTab {
  if (params.tag) return { kind: 'tag', slug: params.tag };
  if (params.feed === 'following') return { kind: 'following' };
  return { kind: 'for-you' };
}

export function homeTabHref(tab: HomeTab): string {
  if (tab.kind === 'tag') return `/?tag=${encodeURIComponent(tab.slug)}`;
  if (tab.kind === 'following') return '/?feed=following';
  return '/';
}

/** One key per tab, for React and for telling the selected one. */
export const homeTabKey = (tab: HomeTab) => (tab.kind === 'tag' ? `tag:${tab.slug}` : tab.kind);
