import { firstIssueMessage } from '../core/arguments.ts';
import {
  emailAvailabilityArguments,
  loginCodeMessage,
  sendAcctAuthEmailArguments,
  verifyLoginCodeArguments,
} from './arguments.ts';

const send = { email: ' Ada@Example.com ', operation: 'login', type: 'link' };

test('sendAcctAuthEmail normalises the address and drops empty optional values', () => {
  expect(
    sendAcctAuthEmailArguments.parse({ ...send, redirect: '', fullName: '  Ada  ', captchaValue: null }),
  ).toEqual({ email: 'ada@example.com', fullName: 'Ada', operation: 'login', type: 'link' });
});

test.each([
  ['an address without TLD', { ...send, email: 'ada@example' }, 'Please enter a valid email address.'],
  ['a huge address', { ...send, email: 'x'.repeat(2000) }, 'Please enter a valid email address.'],
  ['another operation', { ...send, operation: 'connect' }, 'Operation must be login or register.'],
  ['another type', { ...send, type: 'sms' }, 'Type must be link or code.'],
  ['a long name', { ...send, fullName: 'a'.repeat(101) }, 'Your name can be at most 100 characters long.'],
])('sendAcctAuthEmail refuses %s', (_, args, message) => {
  const parsed = sendAcctAuthEmailArguments.safeParse(args);
  expect(parsed.success).toBe(false);
  expect(parsed.error && firstIssueMessage(parsed.error)).toBe(message);
});

test.each(['12345', '1234567', '12a456', '', '１２３４５６'])('the login code %p is refused', (loginCode) => {
  const parsed = verifyLoginCodeArguments.safeParse({ loginCode, email: 'ada@example.com' });
  expect(parsed.error && firstIssueMessage(parsed.error)).toBe(loginCodeMessage);
  expect(loginCodeMessage).toBe('Login code must be 6 digits.');
});

test('a login code keeps its leading zeros and loses surrounding spaces', () => {
  expect(verifyLoginCodeArguments.parse({ loginCode: ' 012345 ', email: 'ADA@example.com' })).toEqual({
    loginCode: '012345',
    email: 'ada@example.com',
  });
});

test('emailAvailability takes a valid address only', () => {
  expect(emailAvailabilityArguments.parse({ email: 'Ada@Example.com' })).toEqual({
    email: 'ada@example.com',
  });
  expect(emailAvailabilityArguments.safeParse({ email: 'nope' }).success).toBe(false);
});
