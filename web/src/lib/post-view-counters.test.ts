import { postViewCounts, postViewCountersKey, recordPostView } from './post-view-counters.ts';

/** A Storage over a Map, as the browser's localStorage behaves. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

// Wednesday 2026-11-18, noon UTC.
const wednesday = Date.UTC(2026, 10, 18, 12);
const day = 86_400_000;

describe('post view counters', () => {
  it('count distinct metered stories per day, week and month, and the others per month', () => {
    const storage = memoryStorage();
    recordPostView('a', { metered: true }, wednesday, storage);
    recordPostView('a', { metered: true }, wednesday + 1000, storage);
    recordPostView('b', { metered: true }, wednesday, storage);
    const counts = recordPostView('free', { metered: false }, wednesday, storage);
    expect(counts).toEqual({ day: 2, week: 2, month: 2, nonMeteredMonth: 1 });
  });

  it('start again when their window passes: the day at midnight, the week on Monday, the month on the 1st', () => {
    const storage = memoryStorage();
    recordPostView('a', { metered: true }, wednesday, storage);
    recordPostView('free', { metered: false }, wednesday, storage);
    expect(postViewCounts(wednesday + day, storage)).toEqual({
      day: 0,
      week: 1,
      month: 1,
      nonMeteredMonth: 1,
    });
    // Monday 2026-11-23.
    expect(postViewCounts(wednesday + 5 * day, storage)).toEqual({
      day: 0,
      week: 0,
      month: 1,
      nonMeteredMonth: 1,
    });
    // Tuesday 2026-12-01.
    expect(postViewCounts(wednesday + 13 * day, storage)).toEqual({
      day: 0,
      week: 0,
      month: 0,
      nonMeteredMonth: 0,
    });
  });

  it('treat stored nonsense or no storage as no views', () => {
    const storage = memoryStorage();
    storage.setItem(postViewCountersKey, '{not json');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(postViewCounts(wednesday, storage)).toEqual({ day: 0, week: 0, month: 0, nonMeteredMonth: 0 });
    warn.mockRestore();
    storage.setItem(postViewCountersKey, JSON.stringify({ day: { start: 'x', postIds: 3 } }));
    expect(recordPostView('a', { metered: true }, wednesday, storage).day).toBe(1);
  });
});
