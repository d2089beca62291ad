/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReceiptCharge } from '../api/billing-receipt-query.ts';
import { Receipt } from './receipt-page.tsx';

const paid: ReceiptCharge = {
  __typename: 'ChargeV2',
  id: 'ch_1',
  // 2024-05-01T00:00:00Z in seconds.
  createdAt: 1_714_521_600,
  productKind: 'PREMIUM_ANNUAL',
  status: 'PAID',
  currency: 'CAD',
  subtotal: 15_000,
  discount: 3000,
  amount: 12_000,
  amountRefunded: 0,
  receiptNumber: '1234-5678',
  paymentMethod: {
    __typename: 'CreditCard',
    cardType: 'Visa',
    expirationMonth: 12,
    expirationYear: 2034,
    lastFour: '4242',
  },
};

const show = (charge: ReceiptCharge) => {
  document.body.innerHTML = renderToStaticMarkup(<Receipt charge={charge} />);
  return document.body;
};
const rows = () =>
  [...document.querySelectorAll('.receipt__items tr')].map((row) =>
    [row.querySelector('th')!.textContent, row.querySelector('td')!.textContent].join(': '),
  );

describe('the receipt', () => {
  it('names the seller, the receipt number, the date paid, the card, the line, the discount and the amount paid', () => {
    const receipt = show(paid);
    expect(receipt.querySelector('h1')!.textContent).toBe('Receipt #1234-5678');
    expect(receipt.textContent).toContain('Folio');
    expect(receipt.textContent).toContain('Date paidMay 1, 2024');
    expect(receipt.textContent).toContain('Visa ending in 4242');
    expect(rows()).toEqual([
      'Friend of Folio (annual): $150.00',
      'Discount: −$30.00',
      'Amount paid: $120.00',
    ]);
    expect(receipt.textContent).toContain('All amounts in CAD.');
    expect(receipt.querySelector('button')!.textContent).toBe('Print');
  });

  it('says a declined payment charged nothing, and shows a refund', () => {
    show({ ...paid, status: 'FAILED', receiptNumber: null, discount: 0, subtotal: 500, amount: 500 });
    expect(document.querySelector('h1')!.textContent).toBe('Receipt');
    expect(document.body.textContent).toContain('This payment failed: nothing was charged.');
    expect(rows()).toEqual(['Friend of Folio (annual): $5.00', 'Amount paid: $0.00']);

    show({ ...paid, status: 'REFUNDED', amountRefunded: 12_000 });
    expect(rows().at(-1)).toBe('Amount refunded: $120.00');
  });
});
