import { firstIssueMessage } from '../core/arguments.ts';
import { setPasswordArguments, signInWithPasswordArguments } from './arguments.ts';

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
