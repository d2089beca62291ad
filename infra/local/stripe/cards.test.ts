import { cardMessages, readCard } from './cards.ts';

const now = new Date('2026-11-26T00:00:00Z');
const card = (number: string, expiry = '12 / 34', cvc = '123') => readCard({ number, expiry, cvc }, now);

test("Stripe's test cards behave as Stripe documents them", () => {
  expect(card('4242 4242 4242 4242')).toMatchObject({
    behaviour: 'succeeds',
    last4: '4242',
    brand: 'visa',
    expMonth: 12,
    expYear: 2034,
  });
  expect(card('4000 0000 0000 0002')).toMatchObject({ behaviour: 'declined' });
  expect(card('4000000000000341')).toMatchObject({ behaviour: 'fails-on-renewal' });
  expect(card('4000 0027 6000 3184')).toMatchObject({ behaviour: 'requires-authentication' });
});

test('an incomplete number, a past expiry or a missing CVC is said beside the form', () => {
  expect(card('4242')).toEqual({ error: cardMessages.incomplete });
  expect(card('4242 4242 4242 4242', '10 / 26')).toEqual({ error: cardMessages.expiry });
  expect(card('4242 4242 4242 4242', '13 / 30')).toEqual({ error: cardMessages.expiry });
  expect(card('4242 4242 4242 4242', '12 / 34', '')).toEqual({ error: cardMessages.cvc });
});
