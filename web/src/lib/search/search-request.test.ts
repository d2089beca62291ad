import { facet, searchRequestBody } from './search-request.ts';

describe('searchRequestBody (spec 3 §6, §7)', () => {
  const ask = { kinds: ['posts', 'users', 'collections'] as const, query: 'rust', hitsPerPage: 3 };

  it('asks every index of the scope in one body, with clickAnalytics, under the prefix', () => {
    const body = searchRequestBody('folio_', { ...ask, unfiltered: true });
    expect(body.requests.map((request) => request.indexName)).toEqual([
      'folio_posts',
      'folio_users',
      'folio_collections',
    ]);
    expect(body.requests[0]!.params).toEqual({
      query: 'rust',
      hitsPerPage: 3,
      page: 0,
      clickAnalytics: true,
    });
  });

  it('limits people and posts to high-quality writers unless unfiltered', () => {
    const filtered = searchRequestBody('folio_', { ...ask, unfiltered: false });
    const facetsOf = (index: number) =>
      (filtered.requests[index]!.params as { facetFilters?: string[] }).facetFilters;
    expect(facetsOf(0)).toEqual(['writtenByHighQualityUser:true']);
    expect(facetsOf(1)).toEqual(['highQualityUser:true']);
    expect(facetsOf(2)).toBeUndefined();
  });

  it("adds the scope's facets to its index and the page asked", () => {
    const body = searchRequestBody('p_', {
      kinds: ['posts'],
      query: 'tips',
      hitsPerPage: 8,
      page: 2,
      facets: { posts: [facet('posts', 'collectionId', 'c1')] },
      unfiltered: false,
    });
    expect(body.requests[0]!.params).toMatchObject({
      page: 2,
      hitsPerPage: 8,
      facetFilters: ['writtenByHighQualityUser:true', 'collectionId:c1'],
    });
  });
});
