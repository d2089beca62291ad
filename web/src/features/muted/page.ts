import type { PageDefinition } from '#web/routes/page-registry.ts';

/**
 * /me/settings/mute and /me/settings/mute/{activeTab} (customize-muted, two-column layout). The open
 * tab's list is loaded with the page (the server renders it as the viewer; 'other' pages are never
 * cached); for a visitor the viewer is null and the page asks them to sign in.
 */
export const customizeMutedPage: PageDefinition = {
  layout: 'two-column',
  load: () => import('./components/muted-page.tsx').then(({ MutedPage }) => ({ Page: MutedPage })),
  data: () => import('./page-data.ts').then(({ customizeMutedData }) => customizeMutedData),
  cacheKind: 'other',
};
