import { responseTargetOf } from './response-target.ts';

describe('what a new response answers, from the editor’s address', () => {
  it('is the quote of the highlight menu’s Respond, or the story of /p/{id}/responses/new', () => {
    expect(responseTargetOf('?inResponseToQuoteId=0123456789abcdef')).toEqual({
      inResponseToQuoteId: '0123456789abcdef',
    });
    expect(responseTargetOf('?inResponseToPostId=1a2b3c4d5e6f')).toEqual({
      inResponseToPostId: '1a2b3c4d5e6f',
    });
  });

  it('is nothing for a new story', () => {
    expect(responseTargetOf('')).toBeNull();
    expect(responseTargetOf('?revert=1780000000000')).toBeNull();
  });
});
