import {
  generateLoginCode,
  loginCodeHash,
  randomToken,
  sameDigest,
  sha256Hex,
  signSessionToken,
  verifySessionToken,
} from './tokens.ts';

const secret = 'test-secret';

test('random tokens are 32 bytes of base64url, never repeated', () => {
  const tokens = new Set(Array.from({ length: 100 }, randomToken));
  expect(tokens.size).toBe(100);
  for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

test('sha256Hex is the hex digest', () => {
  expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});

test('a signed session token verifies to its id, under its secret only', () => {
  const id = randomToken();
  const token = signSessionToken(secret, id);
  expect(token.startsWith(`${id}.`)).toBe(true);
  expect(verifySessionToken(secret, token)).toBe(id);
  expect(verifySessionToken('another-secret', token)).toBeUndefined();
});

test.each([
  ['no signature', (token: string) => token.slice(0, token.indexOf('.'))],
  ['a changed id', (token: string) => `x${token}`],
  ['a changed signature', (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
  ['a shorter signature', (token: string) => token.slice(0, -2)],
  ['an empty id', (token: string) => token.slice(token.indexOf('.'))],
  ['nothing', () => ''],
])('a token with %s does not verify', (_, tamper) => {
  expect(verifySessionToken(secret, tamper(signSessionToken(secret, randomToken())))).toBeUndefined();
});

test('login codes are six digits, zero-padded, and spread over the whole range', () => {
  const codes = Array.from({ length: 2000 }, generateLoginCode);
  for (const code of codes) expect(code).toMatch(/^\d{6}$/);
  expect(new Set(codes.map((code) => code[0])).size).toBe(10);
});

test('a login code hash depends on the secret, the address and the code', () => {
  const hash = loginCodeHash(secret, 'ada@example.com', '123456');
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(sameDigest(hash, loginCodeHash(secret, 'ada@example.com', '123456'))).toBe(true);
  expect(sameDigest(hash, loginCodeHash(secret, 'ada@example.com', '123457'))).toBe(false);
  expect(sameDigest(hash, loginCodeHash(secret, 'bob@example.com', '123456'))).toBe(false);
  expect(sameDigest(hash, loginCodeHash('other', 'ada@example.com', '123456'))).toBe(false);
  expect(sameDigest(hash, hash.slice(1))).toBe(false);
});
