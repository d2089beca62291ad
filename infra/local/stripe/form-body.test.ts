import { parseStripeForm } from './form-body.ts';

test("reads the SDK's bracketed form encoding back into objects and arrays", () => {
  const encoded = new URLSearchParams({
    mode: 'subscription',
    'line_items[0][price]': 'price_A',
    'line_items[0][quantity]': '1',
    'subscription_data[metadata][folioUserId]': 'user-1',
    'lookup_keys[0]': 'folio_yearly_usd',
    'lookup_keys[1]': 'folio_monthly_usd',
  }).toString();
  expect(parseStripeForm(encoded)).toEqual({
    mode: 'subscription',
    line_items: [{ price: 'price_A', quantity: '1' }],
    subscription_data: { metadata: { folioUserId: 'user-1' } },
    lookup_keys: ['folio_yearly_usd', 'folio_monthly_usd'],
  });
});
