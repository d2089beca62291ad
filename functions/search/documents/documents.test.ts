import { bodyTextLimit, plainText } from './documents.ts';
import { isHighQualityUser } from './quality.ts';

test('a body as plain text: each paragraph’s text on its line, empty ones left out', () => {
  expect(plainText([{ text: ' First. ' }, { text: '' }, {}, { text: 'Second.' }])).toBe('First.\nSecond.');
});

test('a long body is cut at the limit the index keeps', () => {
  const text = plainText([{ text: 'x'.repeat(bodyTextLimit) }, { text: 'beyond' }]);
  expect(text).toHaveLength(bodyTextLimit);
  expect(text).not.toContain('beyond');
});

test('high quality: a verified e-mail and no suspension', () => {
  expect(isHighQualityUser({ email: 'a@x.example' })).toBe(true);
  expect(isHighQualityUser({ email: 'a@x.example', isSuspended: true })).toBe(false);
  expect(isHighQualityUser({})).toBe(false);
});
