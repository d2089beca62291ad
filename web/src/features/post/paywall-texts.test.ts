import { paywallTexts } from './paywall-texts.ts';

describe('the metered allowance’s texts', () => {
  test('count the stories left in the window, one story in the singular', () => {
    expect(paywallTexts.storiesLeft(2, 'MONTHLY')).toBe('2 free member-only stories left this month');
    expect(paywallTexts.storiesLeft(1, 'DAILY')).toBe('1 free member-only story left today');
    expect(paywallTexts.storiesLeft(0, 'HOURLY')).toBe('0 free member-only stories left this hour');
  });

  test('say plainly when none are left', () => {
    expect(paywallTexts.noneLeft(3, 'MONTHLY')).toBe(
      'You have read your 3 free member-only stories this month. Become a member to read this story and every other.',
    );
  });
});
