import type { SearchResult } from '#contract/search.ts';
import { createSearchStore } from './search-store.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the search store (spec 3 §4 "Search query results")', () => {
  it('is loading, then success with the results; a query with a status is not sent again', async () => {
    const store = createSearchStore();
    const results = [] as SearchResult[];
    const send = jest.fn(async () => results);
    const listener = jest.fn();
    store.subscribe(listener);
    store.request('q', send);
    expect(store.get('q')).toEqual({ status: 'loading' });
    store.request('q', send);
    await flush();
    expect(store.get('q')).toEqual({ status: 'success', results });
    store.request('q', send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('marks a failure as error, and a retry forgets it and sends again', async () => {
    const store = createSearchStore();
    const send = jest.fn(async (): Promise<SearchResult[]> => Promise.reject(new Error('500')));
    store.request('q', send);
    await flush();
    expect(store.get('q')).toEqual({ status: 'error' });
    store.request('q', send);
    expect(send).toHaveBeenCalledTimes(1);
    store.forget('q');
    store.request('q', send);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('forgets the oldest answers beyond its size, never a query still loading', async () => {
    const store = createSearchStore(2);
    store.request('pending', () => new Promise(() => undefined));
    store.request('a', async () => []);
    store.request('b', async () => []);
    await flush();
    expect(store.get('pending')).toEqual({ status: 'loading' });
    expect(store.get('a')).toBeUndefined();
    expect(store.get('b')).toEqual({ status: 'success', results: [] });
  });
});
