import { insertAt, moveTo, seriesStory, without } from './order.ts';

describe('a series order', () => {
  test('inserts last by default, or at a 1-based position up to one past the end', () => {
    expect(insertAt(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(insertAt(['a', 'b'], 'c', 1)).toEqual(['c', 'a', 'b']);
    expect(insertAt(['a', 'b'], 'c', 3)).toEqual(['a', 'b', 'c']);
    expect(insertAt(['a', 'b'], 'c', 4)).toBeUndefined();
    expect(insertAt([], 'c', 0)).toBeUndefined();
  });

  test('moves a story to any position inside the order, and nowhere else', () => {
    expect(moveTo(['a', 'b', 'c'], 'c', 1)).toEqual(['c', 'a', 'b']);
    expect(moveTo(['a', 'b', 'c'], 'a', 3)).toEqual(['b', 'c', 'a']);
    expect(moveTo(['a', 'b', 'c'], 'b', 2)).toEqual(['a', 'b', 'c']);
    expect(moveTo(['a', 'b', 'c'], 'b', 4)).toBeUndefined();
    expect(without(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  test('a story knows its part, the count and its neighbours; the ends have none on one side', () => {
    const stories = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(seriesStory(stories, 'b')).toEqual({
      position: 2,
      count: 3,
      previous: { id: 'a' },
      next: { id: 'c' },
    });
    expect(seriesStory(stories, 'a')).toMatchObject({ position: 1, previous: null, next: { id: 'b' } });
    expect(seriesStory(stories, 'c')).toMatchObject({ position: 3, previous: { id: 'b' }, next: null });
    expect(seriesStory(stories, 'z')).toBeNull();
  });
});
