import { ResultError } from '#shared/api/results.ts';
import { responsesPageSize } from '#contract/responses.ts';
import { byRelevance, relevancePage, type Ranked } from './order.ts';

const response = (id: string, clapCount: number, publishedAt: number): Ranked => ({
  id,
  clapCount,
  publishedAt,
});

describe('the MOST_RELEVANT order of a thread', () => {
  it('puts the most clapped first, then the newest, then the id', () => {
    const sorted = [response('a', 0, 3), response('b', 5, 1), response('c', 5, 2), response('d', 0, 3)].sort(
      byRelevance,
    );
    expect(sorted.map((item) => item.id)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('pages through every response once, in order, with no gap', () => {
    const all = Array.from({ length: 23 }, (_, index) => response(`r${index}`, index % 4, 1000 - index));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Ranked[]; cursor: string | null } = relevancePage(all, { limit: 10, cursor });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toEqual([...all].sort(byRelevance).map((item) => item.id));
    expect(new Set(seen).size).toBe(23);
  });

  it('has no next page when the last page is exactly full', () => {
    const all = [response('a', 1, 1), response('b', 0, 1)];
    expect(relevancePage(all, { limit: 2, cursor: null }).cursor).toBeNull();
  });

  it('does not shift the next page when a response is published between two pages', () => {
    const first = [response('a', 3, 1), response('b', 2, 1), response('c', 1, 1)];
    const page = relevancePage(first, { limit: 2, cursor: null });
    const later = [...first, response('new', 0, 9)];
    expect(relevancePage(later, { limit: 2, cursor: page.cursor }).items.map((item) => item.id)).toEqual([
      'c',
      'new',
    ]);
  });

  it('answers a cursor it did not make with BadRequest', () => {
    expect(() => relevancePage([], { limit: 2, cursor: 'not-a-cursor' })).toThrow(ResultError);
  });
});

describe('the page size of a level (spec 3 §9: constant 10, 2 per level scaled by depth)', () => {
  it('is 10 for the responses to the story and 2 fewer for each level deeper, at least 2', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(responsesPageSize)).toEqual([10, 8, 6, 4, 2, 2, 2]);
  });
});
