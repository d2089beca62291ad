import type { PageDefinition } from '#web/routes/page-registry.ts';

/**
 * newsletter-export (/me/subscribers/exports/{exportId}, decision 176): the page an export's e-mail
 * links to. It asks the API for the export as the signed-in viewer and starts the download from the
 * few-minutes address it gets; anyone but the requester, or after 7 days, is told why. Account surface.
 */
export const newsletterExportPage: PageDefinition = {
  layout: 'top-navigation',
  load: () =>
    import('./components/export-download-page.tsx').then(({ ExportDownloadPage }) => ({
      Page: ExportDownloadPage,
    })),
  data: () => import('./page-data.ts').then(({ newsletterExportData }) => newsletterExportData),
  cacheKind: 'other',
};
