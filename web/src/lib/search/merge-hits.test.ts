import type { SearchResult } from '#contract/search.ts';
import { mergePages } from './merge-hits.ts';

const page = (page: number, ids: string[]): SearchResult<'tags'> => ({
  index: 'folio_tags',
  hits: ids.map((id) => ({ objectID: id, tagSlug: id, displayText: id, postCount: 1 })),
  nbHits: 10,
  page,
  nbPages: 4,
  hitsPerPage: 3,
  query: 'x',
  queryID: `q${page}`,
  processingTimeMS: 1,
});

describe('mergePages (spec 3 §7 paging merge rules)', () => {
  it('appends pages in order, each objectID once, with 1-based positions and its answer', () => {
    const merged = mergePages([page(0, ['a', 'b', 'c']), page(1, ['c', 'd', 'e'])]);
    expect(merged.map(({ hit }) => hit.objectID)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(merged.map(({ position }) => position)).toEqual([1, 2, 3, 4, 5]);
    expect(merged[3]).toMatchObject({ queryId: 'q1', indexName: 'folio_tags' });
  });

  it('stops at the first page not answered yet', () => {
    expect(mergePages([page(0, ['a']), undefined, page(2, ['z'])]).map(({ hit }) => hit.objectID)).toEqual([
      'a',
    ]);
  });
});
