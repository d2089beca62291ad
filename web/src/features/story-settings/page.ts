import { texts } from '#web/lib/texts.ts';
import type { PageDefinition } from '#web/routes/page-registry.ts';
import { postSettingsAccessQuery } from './api/post-settings-access-query.ts';
import { postIdOfParams } from './post-id.ts';

/** The page's title, here rather than in texts.ts, so the page registry carries no more of its texts. */
const pageTitle = 'Story settings';

/**
 * The writer's story settings and facts (post-settings, spec 1 §2.1: top-navigation layout):
 * ShowPostSettings and ShowPostInfo. PostSettingsAccessQuery is preloaded as the viewer, on the server
 * and before a client navigation; for anyone but the writer it answers NotFound (or Unauthorized), and
 * `describe` makes that the 404 page. The settings themselves are asked by the page's script. Never
 * cached ('other'), never indexed.
 */
export const storySettingsPage: PageDefinition = {
  layout: 'top-navigation',
  load: () =>
    import('./components/story-settings-page.tsx').then(({ StorySettingsPage }) => ({
      Page: StorySettingsPage,
    })),
  queries: (params) => [postSettingsAccessQuery(postIdOfParams(params))],
  describe(read, params) {
    const settings = read(postSettingsAccessQuery(postIdOfParams(params)))?.postSettings;
    if (settings?.__typename !== 'PostSettings') return null;
    return { title: `${pageTitle} – ${texts.siteName}`, noindex: true };
  },
  cacheKind: 'other',
};
