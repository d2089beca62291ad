import {
  checkUsername,
  maxUsernameLength,
  reservedUsernames,
  usernameBase,
  usernameCandidates,
  usernameMessages,
} from './username.ts';

test.each([
  ['', usernameMessages.empty],
  ['a'.repeat(maxUsernameLength + 1), usernameMessages.tooLong],
  ['ada.lovelace', usernameMessages.invalid],
  ['Ada', usernameMessages.invalid],
  ['ada-l', usernameMessages.invalid],
  ['www', usernameMessages.reserved],
])('checkUsername(%p) refuses with %p', (username, message) => {
  expect(checkUsername(username)).toEqual({ ok: false, message });
});

test('checkUsername accepts letters, digits and underscores up to the limit', () => {
  expect(checkUsername('a')).toEqual({ ok: true });
  expect(checkUsername(`ada_${'9'.repeat(maxUsernameLength - 4)}`)).toEqual({ ok: true });
});

test.each([
  ['Ada Lovelace', 'adalovelace'],
  ['ada.lovelace+news', 'adalovelace'],
  ['Zoë Ångström', 'zoeangstrom'],
  ['__theo_okafor__', 'theo_okafor'],
  ['李小龍', 'reader'],
  ['...', 'reader'],
  ['www', 'reader'],
  ['x'.repeat(40), 'x'.repeat(maxUsernameLength)],
])('usernameBase(%p) is %p', (source, base) => {
  expect(usernameBase(source)).toBe(base);
});

test('usernameCandidates starts with the base, then appends ever longer random digits within the limit', () => {
  const candidates = usernameCandidates('Ada Lovelace', 4, () => 0.5);
  expect(candidates).toEqual(['adalovelace', 'adalovelace500', 'adalovelace5000', 'adalovelace50000']);
  const long = usernameCandidates('y'.repeat(40), 3, () => 0.123456);
  expect(long).toEqual(['y'.repeat(30), `${'y'.repeat(27)}123`, `${'y'.repeat(26)}1234`]);
  for (const candidate of [...candidates, ...long]) expect(checkUsername(candidate)).toEqual({ ok: true });
});

test('the reserved words are lower-case usernames themselves', () => {
  for (const word of reservedUsernames) expect(word).toMatch(/^[a-z0-9_]+$/);
});
