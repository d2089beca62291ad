/** What the receipt page says (beside chargeTexts, which it shares with the billing history). */
export const receiptTexts = {
  title: 'Receipt',
  /** Folio's name and address line, as a receipt names the seller. */
  seller: 'Folio',
  address: 'Folio, 548 Market Street, San Francisco, CA 94104, United States',
  number: (receiptNumber: string) => `Receipt #${receiptNumber}`,
  datePaid: 'Date paid',
  dateAttempted: 'Date',
  paymentMethod: 'Payment method',
  items: 'Summary',
  discount: 'Discount',
  amountPaid: 'Amount paid',
  amountRefunded: 'Amount refunded',
  notPaid: 'This payment failed: nothing was charged.',
  currency: (currency: string) => `All amounts in ${currency}.`,
  print: 'Print',
  loading: 'Loading your receipt…',
};
