/** @jest-environment jsdom */
import {
  addRecentSearch,
  browserStorage,
  createRecentSearches,
  memoryStorage,
  recentSearchesKey,
} from './recent-searches.ts';

describe('addRecentSearch (spec 3 §5)', () => {
  it('puts the trimmed query first', () => {
    expect(addRecentSearch(['a'], '  rust  ')).toEqual(['rust', 'a']);
  });

  it('ignores an empty or blank query', () => {
    expect(addRecentSearch(['a'], '   ')).toEqual(['a']);
  });

  it('removes duplicates, case-insensitively, keeping the newest spelling', () => {
    expect(addRecentSearch(['b', 'rust', 'c'], 'Rust')).toEqual(['Rust', 'b', 'c']);
  });

  it('keeps 10 entries', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `q${i}`);
    const next = addRecentSearch(ten, 'new');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('q9');
  });
});

describe('createRecentSearches', () => {
  it('stores the list as JSON under one key', () => {
    const storage = memoryStorage();
    const recent = createRecentSearches(storage);
    recent.add('one');
    recent.add('two');
    expect(JSON.parse(storage.getItem(recentSearchesKey) ?? 'null')).toEqual(['two', 'one']);
    expect(recent.list()).toEqual(['two', 'one']);
  });

  it('warns and reads none on invalid JSON', () => {
    const storage = memoryStorage();
    storage.setItem(recentSearchesKey, '{not json');
    const warn = jest.fn();
    expect(createRecentSearches(storage, warn).list()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns and reads none when the stored value is not a list of strings', () => {
    const storage = memoryStorage();
    storage.setItem(recentSearchesKey, '[1,2]');
    const warn = jest.fn();
    expect(createRecentSearches(storage, warn).list()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('browserStorage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is localStorage when it works', () => {
    expect(browserStorage(jest.fn())).toBe(window.localStorage);
  });

  it('falls back to memory when localStorage throws', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const warn = jest.fn();
    const storage = browserStorage(warn);
    expect(storage).not.toBe(window.localStorage);
    expect(warn).toHaveBeenCalledTimes(1);
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });
});
