import { maxPasswordLength, minPasswordLength, passwordMessages, passwordProblem } from './password-rules.ts';

test('a password is 8 to 128 characters, counted as code points, spaces included', () => {
  expect(passwordProblem('a'.repeat(minPasswordLength - 1))).toBe('passwordTooShort');
  expect(passwordProblem('a'.repeat(minPasswordLength))).toBeUndefined();
  expect(passwordProblem('a'.repeat(maxPasswordLength))).toBeUndefined();
  expect(passwordProblem('a'.repeat(maxPasswordLength + 1))).toBe('passwordTooLong');
  expect(passwordProblem('😀'.repeat(minPasswordLength))).toBeUndefined();
  expect(passwordProblem('       .')).toBeUndefined();
});

test('every problem has a sentence for the reader', () => {
  expect(passwordMessages.passwordTooShort).toBe('Your password must be at least 8 characters long.');
  expect(passwordMessages.passwordTooLong).toBe('Your password can be at most 128 characters long.');
});
