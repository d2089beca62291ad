import { isListed, shelfOf } from './post.ts';

describe('shelfOf: the shelf of Your stories a story is on', () => {
  test.each([
    [{ status: 'DRAFT', visibility: 'PUBLIC' }, 'drafts'],
    [{ status: 'PUBLISHED', visibility: 'PUBLIC' }, 'public'],
    [{ status: 'PUBLISHED', visibility: 'LOCKED' }, 'public'],
    [{ status: 'PUBLISHED', visibility: 'UNLISTED' }, 'unlisted'],
    [{ status: 'PUBLISHED', visibility: 'PUBLIC', inResponseToPostId: 'abc' }, 'responses'],
    [{ status: 'DRAFT', visibility: 'PUBLIC', inResponseToPostId: 'abc' }, 'drafts'],
    [{ status: 'DELETED', visibility: 'PUBLIC' }, 'deleted'],
  ])('%j is on %s', (story, shelf) => {
    expect(shelfOf(story)).toBe(shelf);
  });

  test('a story in the trash is listed nowhere', () => {
    expect(isListed({ status: 'DELETED', visibility: 'PUBLIC' })).toBe(false);
  });
});
