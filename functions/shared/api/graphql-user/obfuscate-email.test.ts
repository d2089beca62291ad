import { obfuscateEmail } from './obfuscate-email.ts';

test.each([
  ['ada@folio.example', 'a***@f***.example'],
  ['ada.lovelace@mail.folio.example', 'a***@m***.example'],
  ['x@y.io', 'x***@y***.io'],
  ['grace@localhost', 'g***@l***'],
  ['no-at-sign', 'n***'],
])('obfuscateEmail(%p) is %p', (email, obfuscated) => {
  expect(obfuscateEmail(email)).toBe(obfuscated);
});

test('hides the length of each part: long and short addresses look alike', () => {
  expect(obfuscateEmail('a@b.com')).toBe(obfuscateEmail('averylongname@bigcompany.com'));
});
