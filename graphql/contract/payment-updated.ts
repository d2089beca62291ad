/** The query flag readers come back with after updating their card (spec 1 §2.2, spec 2 §2 "Banners"). */
export const paymentUpdatedFlag = 'payment-updated';

/** A path of this site with payment-updated=1 in its query: where a saved card sends the reader back. */
export function withPaymentUpdated(path: string): string {
  const url = new URL(path, 'https://folio.invalid');
  url.searchParams.set(paymentUpdatedFlag, '1');
  return `${url.pathname}${url.search}${url.hash}`;
}
