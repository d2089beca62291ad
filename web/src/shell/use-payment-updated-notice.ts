import { useEffect } from 'react';
import { paymentUpdatedFlag } from '#contract/payment-updated.ts';
import { texts } from '#web/lib/texts.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';

/**
 * Shows 'Your payment method has been updated successfully.' when the address carries
 * payment-updated=1, after hydration (the server renders no toasts) and after each page change.
 */
export function usePaymentUpdatedNotice(pageChange: number) {
  const { showToast } = useToasts();
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get(paymentUpdatedFlag) === '1') {
      showToast({ message: texts.toasts.paymentUpdated });
    }
  }, [pageChange, showToast]);
}
