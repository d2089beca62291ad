import { firstIssueMessage } from '../core/arguments.ts';
import { createIntegrationTokenArguments, disconnectAccountArguments, revokeArguments } from './arguments.ts';

const messageOf = (result: { success: boolean; error?: Parameters<typeof firstIssueMessage>[0] }) =>
  result.error ? firstIssueMessage(result.error) : undefined;

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
