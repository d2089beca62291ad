import { texts } from '#web/lib/texts.ts';
import { type PageDefinition, withoutQueries } from '#web/routes/page-registry.ts';
import { settingsTitle, tabOfParams } from './settings-tabs.ts';

/**
 * The settings page (spec 2 §2): ShowSettings (/me/settings, the Account tab) and ShowSettingsTab
 * (/me/settings/{setting}); any other `setting` is not a page (404). Nothing is preloaded: the data is
 * the viewer's own and is loaded in the browser (components/settings-page.tsx); 'other' pages are
 * never cached.
 */
export const settingsPage: PageDefinition = {
  layout: 'two-column',
  load: () => import('./components/settings-page.tsx').then(({ SettingsPage }) => ({ Page: SettingsPage })),
  data: withoutQueries((_read, params) =>
    tabOfParams(params) === null ? null : { title: `${settingsTitle} – ${texts.siteName}`, noindex: true },
  ),
  cacheKind: 'other',
};
