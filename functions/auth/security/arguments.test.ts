import { firstIssueMessage } from '../email-sign-in/arguments.ts';
import {
  createIntegrationTokenArguments,
  disconnectAccountArguments,
  revokeArguments,
  setPasswordArguments,
  signInWithPasswordArguments,
} from './arguments.ts';

const messageOf = (result: { success: boolean; error?: Parameters<typeof firstIssueMessage>[0] }) =>
  result.error ? firstIssueMessage(result.error) : undefined;

test('password sign-in normalises the address and keeps the password as typed', () => {
  expect(signInWithPasswordArguments.parse({ email: ' Ada@Example.com ', password: ' pass word ' })).toEqual({
    email: 'ada@example.com',
    password: ' pass word ',
  });
});

test.each([
  [{ email: 'ada', password: 'x' }, 'Please enter a valid email address.'],
  [{ email: 'ada@example.com', password: '' }, 'Please enter your password.'],
  [
    { email: 'ada@example.com', password: 'x'.repeat(129) },
    'Your password can be at most 128 characters long.',
  ],
])('password sign-in refuses %p', (args, message) => {
  expect(messageOf(signInWithPasswordArguments.safeParse(args))).toBe(message);
});

test('a new password follows the rules; an empty current password is absent', () => {
  expect(setPasswordArguments.parse({ currentPassword: '', newPassword: 'long enough' })).toEqual({
    newPassword: 'long enough',
  });
  expect(
    setPasswordArguments.parse({ currentPassword: null, newPassword: 'long enough' }).currentPassword,
  ).toBeUndefined();
  expect(messageOf(setPasswordArguments.safeParse({ newPassword: 'short' }))).toBe(
    'Your password must be at least 8 characters long.',
  );
  expect(messageOf(setPasswordArguments.safeParse({ newPassword: 'x'.repeat(129) }))).toBe(
    'Your password can be at most 128 characters long.',
  );
});

test('ids are SHA-256 hex digests', () => {
  expect(revokeArguments.safeParse({ id: 'a'.repeat(64) }).success).toBe(true);
  expect(messageOf(revokeArguments.safeParse({ id: 'A'.repeat(64) }))).toBe(
    'That is not the id of a session or token.',
  );
  expect(revokeArguments.safeParse({ id: 'a'.repeat(63) }).success).toBe(false);
});

test('a token description is 1 to 100 characters, trimmed', () => {
  expect(createIntegrationTokenArguments.parse({ description: '  CI  ' })).toEqual({ description: 'CI' });
  expect(messageOf(createIntegrationTokenArguments.safeParse({ description: '   ' }))).toBe(
    'Please say what the token is for.',
  );
  expect(messageOf(createIntegrationTokenArguments.safeParse({ description: 'x'.repeat(101) }))).toBe(
    'A description can be at most 100 characters long.',
  );
});

test('disconnectAccount takes a provider as the state names it, nothing else', () => {
  expect(disconnectAccountArguments.parse({ provider: 'twitter' })).toEqual({ provider: 'twitter' });
  expect(messageOf(disconnectAccountArguments.safeParse({ provider: 'Google' }))).toBe(
    'That is not a sign-in provider.',
  );
});
