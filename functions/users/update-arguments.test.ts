import { profileMessages } from '#contract/user-settings.ts';
import {
  definedOnly,
  dismissFlagArguments,
  updateNotificationSettingsArguments,
  updatePublishingSettingsArguments,
  updateUsernameArguments,
  updateViewerProfileArguments,
} from './update-arguments.ts';

const profile = (input: Record<string, unknown>) => updateViewerProfileArguments.safeParse({ input });
const messageOf = (parsed: { success: boolean; error?: { issues: { message: string }[] } }) =>
  parsed.success ? null : parsed.error?.issues[0]?.message;

describe('updateViewerProfile', () => {
  test('trims the name and bio and each pronoun; null or absent leaves a field unchanged', () => {
    const parsed = profile({ name: '  Ada  ', bio: ' Analyst ', pronouns: [' she ', 'her'], imageId: null });
    expect(parsed.success && definedOnly(parsed.data.input)).toEqual({
      name: 'Ada',
      bio: 'Analyst',
      pronouns: ['she', 'her'],
    });
    expect(profile({}).success && definedOnly(profile({}).data!.input)).toEqual({});
  });

  test('takes an empty bio and an empty pronoun list (clearing them)', () => {
    const parsed = profile({ bio: '  ', pronouns: [] });
    expect(parsed.success && parsed.data.input).toMatchObject({ bio: '', pronouns: [] });
  });

  test.each([
    [{ name: '   ' }, profileMessages.nameEmpty],
    [{ name: 'a'.repeat(51) }, profileMessages.nameTooLong],
    [{ bio: 'b'.repeat(161) }, profileMessages.bioTooLong],
    [{ pronouns: ['a', 'b', 'c', 'd', 'e'] }, profileMessages.tooManyPronouns],
    [{ pronouns: [' '] }, profileMessages.pronounLength],
    [{ pronouns: ['x'.repeat(21)] }, profileMessages.pronounLength],
    [{ imageId: '../secret' }, profileMessages.imageId],
    [{ imageId: 'ABC' }, profileMessages.imageId],
  ])('refuses %p with its message', (input, message) => {
    expect(messageOf(profile(input))).toBe(message);
  });

  test('accepts the limits exactly', () => {
    expect(
      profile({
        name: 'a'.repeat(50),
        bio: 'b'.repeat(160),
        pronouns: ['x'.repeat(20), 'y', 'z', 'w'],
        imageId: '0123456789abcdef',
      }).success,
    ).toBe(true);
  });
});

test('updateUsername normalises what was typed (trimmed, one @ dropped, lower case)', () => {
  expect(updateUsernameArguments.parse({ username: ' @Ada_Lovelace ' })).toEqual({
    username: 'ada_lovelace',
  });
});

test('notification settings take the schema enums and booleans only', () => {
  expect(
    updateNotificationSettingsArguments.parse({
      input: { emailFrequency: 'OFF', allowEmailMentions: false },
    }),
  ).toEqual({ input: { emailFrequency: 'OFF', allowEmailMentions: false } });
  expect(
    updateNotificationSettingsArguments.safeParse({ input: { digestFrequency: 'HOURLY' } }).success,
  ).toBe(false);
  expect(
    updateNotificationSettingsArguments.safeParse({ input: { allowEmailMentions: 'yes' } }).success,
  ).toBe(false);
});

test('publishing settings take the responses enum', () => {
  expect(
    updatePublishingSettingsArguments.parse({ input: { defaultResponsesAllowed: 'NOBODY' } }).input,
  ).toEqual({ defaultResponsesAllowed: 'NOBODY' });
  expect(
    updatePublishingSettingsArguments.safeParse({ input: { defaultResponsesAllowed: 'SOME' } }).success,
  ).toBe(false);
});

test('dismissFlag needs a user id and a flag', () => {
  expect(dismissFlagArguments.parse({ userId: ' u1 ', flag: 'expired-last-week' })).toEqual({
    userId: 'u1',
    flag: 'expired-last-week',
  });
  expect(messageOf(dismissFlagArguments.safeParse({ userId: '', flag: 'x' }))).toBe(
    'A user id cannot be empty.',
  );
  expect(messageOf(dismissFlagArguments.safeParse({ userId: 'u1', flag: ' ' }))).toBe(
    'Name the flag to dismiss.',
  );
});
