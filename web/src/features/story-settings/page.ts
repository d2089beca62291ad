import type { PageDefinition } from '#web/routes/page-registry.ts';

/**
 * The writer's story settings and facts (post-settings, spec 1 §2.1: top-navigation layout):
 * ShowPostSettings and ShowPostInfo. PostSettingsAccessQuery is preloaded as the viewer, on the server
 * and before a client navigation; for anyone but the writer it answers NotFound (or Unauthorized), and
 * the page's data (page-data.ts) makes that the 404 page. The settings themselves are asked by the
 * page's script. Never cached ('other'), never indexed.
 */
export const storySettingsPage: PageDefinition = {
  layout: 'top-navigation',
  load: () =>
    import('./components/story-settings-page.tsx').then(({ StorySettingsPage }) => ({
      Page: StorySettingsPage,
    })),
  data: () => import('./page-data.ts').then(({ storySettingsData }) => storySettingsData),
  cacheKind: 'other',
};
