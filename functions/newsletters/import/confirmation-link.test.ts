import { confirmationPath, isConfirmationSigned, readConfirmationPath } from './confirmation-link.ts';

const secret = 'confirmation-link-test-secret';
const link = {
  newsletterId: '0123456789abcdef',
  addressId: 'email-fedcba9876543210',
  expiresAt: 1_800_000_000,
};

test('a path made here reads back to its link, signed', () => {
  const read = readConfirmationPath(confirmationPath(secret, link));
  expect(read).toEqual({ ...link, signature: expect.stringMatching(/^[\w-]{43}$/) });
  expect(isConfirmationSigned(secret, read!)).toBe(true);
});

test('another key, newsletter, address or expiry does not verify', () => {
  const read = readConfirmationPath(confirmationPath(secret, link))!;
  expect(isConfirmationSigned('another-secret', read)).toBe(false);
  expect(isConfirmationSigned(secret, { ...read, newsletterId: 'fedcba9876543210' })).toBe(false);
  expect(isConfirmationSigned(secret, { ...read, addressId: 'email-0123456789abcdef' })).toBe(false);
  expect(isConfirmationSigned(secret, { ...read, expiresAt: link.expiresAt + 1 })).toBe(false);
});

test('anything but the four parts is no link', () => {
  const path = confirmationPath(secret, link);
  expect(readConfirmationPath(`${path}/more`)).toBeUndefined();
  expect(readConfirmationPath(path.replace('email-', 'user-'))).toBeUndefined();
  expect(readConfirmationPath(path.replace('1800000000', '18e8'))).toBeUndefined();
  expect(readConfirmationPath('/_/newsletters/unsubscribe/a/b/c')).toBeUndefined();
});
