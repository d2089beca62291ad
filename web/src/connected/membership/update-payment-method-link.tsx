import { withStartedFrom } from '#web/lib/plans-link.ts';
import { HrefLink } from '#web/lib/router/link.tsx';
import { buildRoute } from '#web/routes/build-route.ts';
import { membershipTexts } from './membership-texts.ts';

/**
 * The way to a new card (/me/settings/payment/update) for a Stripe membership, carrying the page to come
 * back to (`?from=`; the manage page when none).
 */
export function UpdatePaymentMethodLink({ from, className }: { from?: string; className?: string }) {
  return (
    <HrefLink
      href={withStartedFrom(buildRoute('ShowPaymentMethod', {}), from ?? null)}
      className={className}
      data-testid="update-payment-method"
    >
      {membershipTexts.updatePaymentMethod}
    </HrefLink>
  );
}
