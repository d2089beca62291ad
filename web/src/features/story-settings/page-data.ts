import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { postSettingsAccessQuery } from './api/post-settings-access-query.ts';
import { postIdOfParams } from './post-id.ts';

/** The page's title, here rather than in texts.ts, so this module carries no more of its texts. */
const pageTitle = 'Story settings';

/** Anyone but the writer gets NotFound (or Unauthorized) from the access query: the 404 page. */
export const storySettingsData: PageData = {
  queries: (params) => [postSettingsAccessQuery(postIdOfParams(params))],
  describe(read, params) {
    const settings = read(postSettingsAccessQuery(postIdOfParams(params)))?.postSettings;
    if (settings?.__typename !== 'PostSettings') return null;
    return { title: `${pageTitle} – ${texts.siteName}`, noindex: true };
  },
};
