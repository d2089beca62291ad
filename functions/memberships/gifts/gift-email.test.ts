import { giftEmail, giftLink } from './gift-email.ts';

const content = {
  to: 'remy@folio.example',
  code: 'ABCD-EFGH-JKMN-PQRS',
  giftType: 'GROUP_GIFT' as const,
  tier: 'FRIEND' as const,
  months: 3,
  buyerName: 'Gina <b>Giver</b>',
  siteOrigin: 'https://folio.example',
  expiresAt: Date.UTC(2027, 10, 27),
};

test('the link is the gift landing with the code and the spec’s type code', () => {
  expect(giftLink('https://folio.example', 'ABCD-EFGH-JKMN-PQRS', 'GIFT')).toBe(
    'https://folio.example/gift?giftCode=ABCD-EFGH-JKMN-PQRS&giftType=29',
  );
});

test('the e-mail says who gave what, the code, the link and until when; the buyer’s name is escaped', () => {
  const mail = giftEmail(content);
  expect(mail.to).toBe('remy@folio.example');
  expect(mail.subject).toBe('Gina <b>Giver</b> gave you a Folio membership');
  expect(mail.text).toContain('3 months of Friend of Folio');
  expect(mail.text).toContain('Your gift code: ABCD-EFGH-JKMN-PQRS');
  expect(mail.text).toContain('https://folio.example/gift?giftCode=ABCD-EFGH-JKMN-PQRS&giftType=31');
  expect(mail.text).toContain('until 2027-11-27');
  expect(mail.html).toContain('Gina &lt;b&gt;Giver&lt;/b&gt;');
  expect(mail.html).not.toContain('<b>Giver');
});
