import { type PageDefinition, withoutQueries } from '#web/routes/page-registry.ts';
import { texts } from '#web/lib/texts.ts';

/**
 * /me/settings/payment/update (ShowPaymentMethod, top navigation): sends a member to the payment
 * provider's page for a new card, loaded in the browser; never cached, never indexed.
 */
export const updatePaymentPage: PageDefinition = {
  layout: 'top-navigation',
  load: () =>
    import('./components/update-payment-page.tsx').then(({ UpdatePaymentPage }) => ({
      Page: UpdatePaymentPage,
    })),
  data: withoutQueries(() => ({ title: `Update payment method – ${texts.siteName}`, noindex: true })),
  cacheKind: 'other',
};
