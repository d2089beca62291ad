/** What the receipt page says (beside chargeTexts, which it shares with the billing history). */
export const receiptTexts = {
  title: 'Receipt',
  /** The seller's name. Its postal address is the operator's to configure: not built yet (issue #14 note). */
  seller: 'Folio',
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
