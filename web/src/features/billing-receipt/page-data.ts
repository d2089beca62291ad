import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { billingReceiptQuery } from './api/billing-receipt-query.ts';

/** The page's title, here rather than in texts.ts, so this module carries no more of its texts. */
const pageTitle = 'Receipt';

const chargeIdOf = (params: Record<string, string | undefined>) => params.chargeId ?? '';

/** Anyone but the payer gets NotFound (or Unauthorized) from the query: the 404 page, no hint more. */
export const billingReceiptData: PageData = {
  queries: (params) => [billingReceiptQuery(chargeIdOf(params))],
  describe(read, params) {
    const charge = read(billingReceiptQuery(chargeIdOf(params)))?.billingCharge;
    if (charge?.__typename !== 'ChargeV2') return null;
    return { title: `${pageTitle} – ${texts.siteName}`, noindex: true };
  },
};
