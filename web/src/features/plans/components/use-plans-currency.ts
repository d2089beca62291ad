import { useState } from 'react';
import { currencyForCountry, type MembershipCurrency } from '#contract/membership-plans.ts';
import { useVisitorQuery } from '#web/connected/viewer/visitor-query.ts';

/**
 * The currency the plans show: the reader's choice, else their country's (spec: CA → CAD; CloudFront's
 * country, asked in the browser since logged-out pages are cached for everyone), else USD. Null until
 * the country is known, so a Canadian never sees USD first.
 */
export function usePlansCurrency(hydrated: boolean) {
  const [chosen, choose] = useState<MembershipCurrency | null>(null);
  const visitor = useVisitorQuery(!hydrated);
  const known = visitor.data !== undefined || visitor.error !== undefined;
  const currency =
    chosen ?? (known ? currencyForCountry(visitor.data?.visitor.geolocation.country ?? undefined) : null);
  return { currency, choose };
}
