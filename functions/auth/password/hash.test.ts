import { decoyHash, hashPassword, needsRehash, verifyPassword } from './hash.ts';

test('a hash records scrypt, its parameters, a 16-byte salt and a 32-byte key', async () => {
  const hash = await hashPassword('correct horse battery staple');
  const [, scheme, parameters, salt = '', key = ''] = hash.split('$');
  expect(scheme).toBe('scrypt');
  expect(parameters).toBe('ln=15,r=8,p=1');
  expect(Buffer.from(salt, 'base64')).toHaveLength(16);
  expect(Buffer.from(key, 'base64')).toHaveLength(32);
});

test('verifies the right password only, and salts every hash differently', async () => {
  const hash = await hashPassword('correct horse battery staple');
  expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
  expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
  expect(await verifyPassword('', hash)).toBe(false);
  expect(await hashPassword('correct horse battery staple')).not.toBe(hash);
});

test('compares Unicode in one normal form: é typed either way is the same password', async () => {
  const hash = await hashPassword('caf\u00e9 au lait');
  expect(await verifyPassword('cafe\u0301 au lait', hash)).toBe(true);
});

test('a hash made with weaker parameters still verifies, and asks to be replaced', async () => {
  const weak = await hashPassword('old password', { ln: 10, r: 8, p: 1 });
  expect(weak).toContain('$ln=10,r=8,p=1$');
  expect(await verifyPassword('old password', weak)).toBe(true);
  expect(needsRehash(weak)).toBe(true);
  expect(needsRehash(await hashPassword('new password'))).toBe(false);
});

test.each([
  ['garbage', 'not a hash'],
  ['another scheme', '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaA'],
  ['absurd parameters', '$scrypt$ln=40,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaA'],
])('a stored value that is %s never verifies', async (_, stored) => {
  expect(await verifyPassword('anything', stored)).toBe(false);
  expect(needsRehash(stored)).toBe(true);
});

test('the decoy hash is made once and matches no likely password', async () => {
  const decoy = await decoyHash();
  expect(await decoyHash()).toBe(decoy);
  expect(await verifyPassword('', decoy)).toBe(false);
  expect(await verifyPassword('password', decoy)).toBe(false);
});
