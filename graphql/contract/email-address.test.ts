import * as z from 'zod';
import {
  emailLocalPart,
  invalidEmailMessage,
  isGmailLike,
  isValidEmail,
  maxEmailLength,
  normaliseEmail,
} from './email-address.ts';

const valid = [
  'ada@example.com',
  'Ada.Lovelace@Example.COM',
  '  ada@example.io  ',
  'ada+folio@mail.example.co.uk',
  "o'neill@example.ie",
  'a_b-c@sub-domain.example.org',
  'x@a.bc',
];
const invalid = [
  '',
  'ada',
  'ada@',
  '@example.com',
  'ada@example',
  'ada@example.c',
  'ada@example.c0m',
  'ada@@example.com',
  'ada lovelace@example.com',
  '.ada@example.com',
  'ada.@example.com',
  'ada..lovelace@example.com',
  'ada@-example.com',
  'ada@example-.com',
  'ada@example..com',
  'ada@exa_mple.com',
  `${'a'.repeat(65)}@example.com`,
  `ada@${'a'.repeat(maxEmailLength)}.com`,
];

test.each(valid)('%p is a valid address', (email) => {
  expect(isValidEmail(email)).toBe(true);
});

test.each(invalid)('%p is not a valid address', (email) => {
  expect(isValidEmail(email)).toBe(false);
});

test('every address we accept is one the e-mail queue accepts once normalised', () => {
  for (const email of valid) expect(z.email().safeParse(normaliseEmail(email)).success).toBe(true);
});

test('normaliseEmail trims and lower-cases; the message is the spec text', () => {
  expect(normaliseEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  expect(invalidEmailMessage).toBe('Please enter a valid email address.');
});

test('emailLocalPart is the part before the last @', () => {
  expect(emailLocalPart('ada.lovelace@example.com')).toBe('ada.lovelace');
  expect(emailLocalPart('nobody')).toBe('');
});

test.each([
  'ada@gmail.com',
  'Ada@GoogleMail.com',
  'ada@google.com',
  'ada@googlemail.co.uk',
  'ada@google.de',
  'ada@google.com.br',
  'ada@gmial.com',
  'ada@gmail.co',
])('%p is Gmail-like', (email) => {
  expect(isGmailLike(email)).toBe(true);
});

test.each(['ada@example.com', 'ada@notgmail.com', 'ada@gmail.com.evil.io', 'gmail.com', 'ada@'])(
  '%p is not Gmail-like',
  (email) => {
    expect(isGmailLike(email)).toBe(false);
  },
);
