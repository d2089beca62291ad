import { normaliseUsername, oneLookupMessage, userResultArguments } from './arguments.ts';

test.each([
  ['ada', 'ada'],
  ['@ada', 'ada'],
  ['  @Ada.Lovelace ', 'ada.lovelace'],
  ['@@ada', '@ada'],
])('normaliseUsername(%p) is %p', (raw, normalised) => {
  expect(normaliseUsername(raw)).toBe(normalised);
});

describe('userResultArguments', () => {
  test('takes an id or a username', () => {
    expect(userResultArguments.parse({ id: ' user-1 ' })).toEqual({ id: 'user-1' });
    expect(userResultArguments.parse({ username: '@Ada', id: null })).toEqual({ username: 'ada' });
  });

  test.each([{}, { id: null, username: null }, { id: 'user-1', username: 'ada' }])('refuses %p', (args) => {
    const parsed = userResultArguments.safeParse(args);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(oneLookupMessage);
  });

  test('refuses a username that is empty once normalised, and one too long', () => {
    expect(userResultArguments.safeParse({ username: ' @ ' }).success).toBe(false);
    expect(userResultArguments.safeParse({ username: 'a'.repeat(65) }).success).toBe(false);
  });
});
