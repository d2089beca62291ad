import { searchLimits } from '#contract/search.ts';
import { resolveQueries } from './resolve-queries.ts';

const body = (requests: unknown) => JSON.stringify({ requests });

describe('resolveQueries', () => {
  it('resolves index names with the prefix and applies the defaults', () => {
    expect(resolveQueries(body([{ indexName: 'folio_users', params: { query: 'ada' } }]), 'folio_')).toEqual([
      {
        kind: 'users',
        indexName: 'folio_users',
        query: 'ada',
        hitsPerPage: 3,
        page: 0,
        clickAnalytics: false,
      },
    ]);
  });

  it('reads the URL-encoded params of Algolia clients and joins every filter with AND', () => {
    const params = new URLSearchParams({
      query: 'sun',
      hitsPerPage: '8',
      page: '2',
      clickAnalytics: 'true',
      filters: 'clapCount > 1',
      facetFilters: JSON.stringify(['tags:a']),
      numericFilters: 'latestPublishedAt>=5',
      attributesToRetrieve: 'title,postId',
      highlightPreTag: '<mark>',
    }).toString();
    expect(resolveQueries(body([{ indexName: 'x_posts', params }]), 'x_')).toEqual([
      {
        kind: 'posts',
        indexName: 'x_posts',
        query: 'sun',
        hitsPerPage: 8,
        page: 2,
        clickAnalytics: true,
        attributesToRetrieve: ['title', 'postId'],
        filter: {
          type: 'and',
          operands: [
            { type: 'numeric', attribute: 'clapCount', operator: '>', value: 1 },
            { type: 'facet', attribute: 'tags', value: 'a' },
            { type: 'numeric', attribute: 'latestPublishedAt', operator: '>=', value: 5 },
          ],
        },
      },
    ]);
  });

  it.each([
    ['not JSON', '{', /must be JSON/],
    ['no requests', body([]), /requests/],
    [
      'too many requests',
      body(Array(searchLimits.requests + 1).fill({ indexName: 'folio_tags' })),
      /requests/,
    ],
    ['an unknown index', body([{ indexName: 'folio_secrets' }]), /no index "folio_secrets"/],
    ['an index of another prefix', body([{ indexName: 'other_posts' }]), /no index/],
    ['a long query', body([{ indexName: 'folio_tags', params: { query: 'a'.repeat(513) } }]), /query/],
    ['too many hits', body([{ indexName: 'folio_tags', params: { hitsPerPage: 51 } }]), /hitsPerPage/],
    ['a page too far', body([{ indexName: 'folio_tags', params: { hitsPerPage: 50, page: 21 } }]), /page/],
    ['a negative page', body([{ indexName: 'folio_tags', params: 'page=-1' }]), /page/],
    ['a bad filter', body([{ indexName: 'folio_tags', params: { filters: 'postCount >' } }]), /filters/],
  ])('refuses %s with a 400', (_, text, message) => {
    let thrown: unknown;
    try {
      resolveQueries(text, 'folio_');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ status: 400, message: expect.stringMatching(message) as unknown });
  });
});
