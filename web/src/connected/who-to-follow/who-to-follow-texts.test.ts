import { whoToFollowTexts } from './who-to-follow-texts.ts';

describe('who to follow reasons', () => {
  test.each([
    [{ kind: 'FOLLOWED_BY', subject: 'Ada' }, 'Followed by Ada'],
    [{ kind: 'WRITES_ABOUT', subject: 'Data' }, 'Writes about Data'],
    [{ kind: 'POPULAR', subject: null }, 'Popular on Folio'],
    // A reason whose subject is gone (an account deleted since) still reads as a reason.
    [{ kind: 'FOLLOWED_BY', subject: null }, 'Popular on Folio'],
  ] as const)('%o reads %s', (reason, text) => {
    expect(whoToFollowTexts.reason(reason)).toBe(text);
  });

  test('the last story’s date', () => {
    expect(whoToFollowTexts.lastStory(Date.UTC(2026, 2, 5) / 1000)).toBe('Last story Mar 5, 2026');
  });
});
