import type { PageDefinition } from '#web/routes/page-registry.ts';

/**
 * /me/billing-history/receipt/{chargeId} (ShowBillingReceipt, billing-receipt: basic layout, spec 1
 * §2.1): one of the viewer's charges as a printable receipt. BillingReceiptQuery is preloaded as the
 * viewer, on the server and before a client navigation; for anyone but the payer it answers NotFound
 * (or Unauthorized) and the page's data (page-data.ts) makes that the 404 page. Never cached
 * ('other'), never indexed.
 */
export const billingReceiptPage: PageDefinition = {
  layout: 'basic',
  load: () => import('./components/receipt-page.tsx').then(({ ReceiptPage }) => ({ Page: ReceiptPage })),
  data: () => import('./page-data.ts').then(({ billingReceiptData }) => billingReceiptData),
  cacheKind: 'other',
};
