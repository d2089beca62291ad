import { readingListState } from './reading-list-state.ts';

describe('a story’s reading-list state (spec 3 §3)', () => {
  test.each([
    [{ saved: false, finished: false }, 'READING_LIST_NONE'],
    [{ saved: true, finished: false }, 'READING_LIST_QUEUE'],
    [{ saved: true, finished: true }, 'READING_LIST_ARCHIVE'],
    [{ saved: false, finished: true }, 'READING_LIST_ARCHIVE'],
  ] as const)('%o is %s', (facts, state) => {
    expect(readingListState(facts)).toBe(state);
  });
});
