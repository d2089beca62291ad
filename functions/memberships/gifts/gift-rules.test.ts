import {
  checkGiftCode,
  giftEndsAt,
  hashGiftCode,
  newGiftCode,
  normalizeGiftCode,
  type StoredGiftCode,
} from './gift-rules.ts';

const now = Date.UTC(2026, 10, 27);
const gift: StoredGiftCode = { giftType: 'GIFT', expiresAt: now + 1000 };
const newReader = { tier: 'FREE' as const };
const pastMember = { tier: 'FREE' as const, memberSince: Date.UTC(2024, 0, 1) };
const member = { tier: 'MEMBER' as const, memberSince: Date.UTC(2024, 0, 1) };

test('a new code is 80 random bits in four groups, read back as written', () => {
  const codes = new Set(Array.from({ length: 1000 }, newGiftCode));
  expect(codes.size).toBe(1000);
  const code = [...codes][0]!;
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  expect(normalizeGiftCode(` ${code.toLowerCase().replace(/-/g, ' ')} `)).toBe(code);
});

test('what cannot be a code is refused before any read', () => {
  expect(normalizeGiftCode('')).toBeUndefined();
  expect(normalizeGiftCode('ABCD-EFGH-IJKL-MNOP')).toBeUndefined(); // I, L and O are not in the alphabet
  expect(normalizeGiftCode('ABCD-EFGH-JKMN-PQR')).toBeUndefined();
});

test('the table keeps a hash, never the code', () => {
  expect(hashGiftCode('ABCD-EFGH-JKMN-PQRS')).toMatch(/^[0-9a-f]{64}$/);
  expect(hashGiftCode('ABCD-EFGH-JKMN-PQRS')).not.toContain('ABCD');
});

test('each check result, in order of precedence', () => {
  expect(checkGiftCode(undefined, newReader, now)).toBe('NOT_FOUND');
  expect(checkGiftCode({ ...gift, redeemedAt: now - 1, expiresAt: now - 1 }, newReader, now)).toBe(
    'ALREADY_USED',
  );
  expect(checkGiftCode({ ...gift, expiresAt: now }, newReader, now)).toBe('EXPIRED');
  expect(checkGiftCode({ ...gift, giftType: 'GROUP_GIFT' }, pastMember, now)).toBe(
    'NOT_REDEEMABLE_BY_PAST_MEMBERS',
  );
  expect(checkGiftCode({ ...gift, giftType: 'GROUP_GIFT' }, newReader, now)).toBe('VALID');
  expect(checkGiftCode(gift, pastMember, now)).toBe('VALID');
});

test('a current member is no past member: their group gift check is VALID (redeeming refuses them)', () => {
  expect(checkGiftCode({ ...gift, giftType: 'GROUP_GIFT' }, member, now)).toBe('VALID');
});

test('a gift ends its months later on the calendar', () => {
  expect(new Date(giftEndsAt(Date.UTC(2026, 0, 31), 1)).toISOString()).toBe('2026-03-03T00:00:00.000Z');
  expect(new Date(giftEndsAt(now, 12)).toISOString()).toBe('2027-11-27T00:00:00.000Z');
});
