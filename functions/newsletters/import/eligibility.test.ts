import { importMinimumAccountAgeMs, isEligibleToImportEmails } from './eligibility.ts';

const now = Date.UTC(2026, 10, 27);
const writer = {
  email: 'writer@folio.example',
  isSuspended: false,
  createdAt: now - importMinimumAccountAgeMs,
};

test('a verified, unsuspended writer of 14 days with a published story may import', () => {
  expect(isEligibleToImportEmails(writer, true, now)).toBe(true);
});

test('each missing condition alone refuses', () => {
  expect(isEligibleToImportEmails(writer, false, now)).toBe(false);
  expect(isEligibleToImportEmails({ ...writer, email: undefined }, true, now)).toBe(false);
  expect(isEligibleToImportEmails({ ...writer, isSuspended: true }, true, now)).toBe(false);
  expect(isEligibleToImportEmails({ ...writer, createdAt: writer.createdAt + 1 }, true, now)).toBe(false);
});
