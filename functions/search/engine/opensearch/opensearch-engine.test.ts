import type { ResolvedQuery, SearchViewer } from '../../ports.ts';
import { maxBulkBytes } from './bulk-changes.ts';
import { createOpenSearchEngine } from './opensearch-engine.ts';
import { recordedOpenSearch, recording } from './recorded-opensearch-test-double.ts';

const noMutes: SearchViewer = { mutedUserIds: new Set(), mutedCollectionIds: new Set() };

const postsQuery = (overrides: Partial<ResolvedQuery> = {}): ResolvedQuery => ({
  kind: 'posts',
  indexName: 'folio_posts',
  query: 'typscript',
  hitsPerPage: 3,
  page: 0,
  clickAnalytics: false,
  ...overrides,
});

const engineAnswering = (...names: string[]) => {
  const domain = recordedOpenSearch(...names.map(recording));
  const engine = createOpenSearchEngine({
    client: domain.client,
    indexPrefix: 'folio_',
    newQueryId: () => 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  });
  return { engine, sent: domain.sent };
};

const postFields = [
  'title^8',
  'subtitle^4',
  'tagNames^4',
  'creatorName^4',
  'collectionName^4',
  'previewText^2',
  'bodyText^1',
];

test('a misspelled word is one msearch: fuzzy and last-word-prefix matches, quality added, body never returned', async () => {
  const { engine, sent } = engineAnswering('msearch-posts-typo');
  await engine.search([postsQuery()], noMutes);
  expect(sent).toEqual([
    {
      method: 'POST',
      path: '/_msearch',
      querystring: '',
      body: [
        { index: 'folio_posts' },
        {
          from: 0,
          size: 3,
          track_total_hits: true,
          _source: { excludes: ['bodyText'] },
          query: {
            function_score: {
              query: {
                bool: {
                  must: [
                    {
                      bool: {
                        should: [
                          {
                            multi_match: {
                              query: 'typscript',
                              fields: postFields,
                              type: 'best_fields',
                              operator: 'and',
                              fuzziness: 'AUTO',
                            },
                          },
                          {
                            multi_match: {
                              query: 'typscript',
                              fields: postFields,
                              type: 'bool_prefix',
                              operator: 'and',
                            },
                          },
                        ],
                        minimum_should_match: 1,
                      },
                    },
                  ],
                },
              },
              field_value_factor: { field: 'clapCount', modifier: 'log1p', missing: 0 },
              boost_mode: 'sum',
            },
          },
          highlight: {
            encoder: 'html',
            pre_tags: ['<em>'],
            post_tags: ['</em>'],
            fields: {
              title: { number_of_fragments: 0 },
              subtitle: { number_of_fragments: 0 },
              creatorName: { number_of_fragments: 0 },
              collectionName: { number_of_fragments: 0 },
              bodyText: { fragment_size: 160, number_of_fragments: 1 },
              previewText: { fragment_size: 160, number_of_fragments: 1 },
            },
          },
        },
      ],
    },
  ]);
});

test('the answer becomes the contract’s result: escaped highlights, a passage as snippet, a query id when asked', async () => {
  const { engine } = engineAnswering('msearch-posts-typo');
  const [result] = await engine.search([postsQuery({ clickAnalytics: true })], noMutes);
  expect(result).toMatchObject({
    index: 'folio_posts',
    nbHits: 7,
    page: 0,
    nbPages: 3,
    hitsPerPage: 3,
    query: 'typscript',
    queryID: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    processingTimeMS: 7,
  });
  const [open, locked] = result!.hits;
  expect(open).not.toHaveProperty('bodyText');
  expect(open).toMatchObject({ objectID: 'post-ts', title: 'TypeScript <generics> & you', clapCount: 120 });
  expect(open!._highlightResult).toEqual({
    title: {
      value: '<em>TypeScript</em> &lt;generics&gt; &amp; you',
      matchLevel: 'full',
      matchedWords: ['typescript'],
    },
    subtitle: { value: 'Types that &lt;b&gt;scale&lt;/b&gt;', matchLevel: 'none', matchedWords: [] },
    creatorName: { value: 'Ada Lovelace', matchLevel: 'none', matchedWords: [] },
  });
  expect(open!._snippetResult).toEqual({
    previewText: {
      value: 'A passage where <em>TypeScript</em> infers the type of every argument &amp; result',
      matchLevel: 'full',
    },
  });
  expect(locked!._snippetResult).toEqual({
    previewText: { value: 'What a monorepo of <em>TypeScript</em> taught us.', matchLevel: 'full' },
  });
  expect(locked!._highlightResult!.collectionName).toEqual({
    value: 'Engineering Notes',
    matchLevel: 'none',
    matchedWords: [],
  });
});

test('no query id without clickAnalytics', async () => {
  const { engine } = engineAnswering('msearch-posts-typo');
  const [result] = await engine.search([postsQuery()], noMutes);
  expect(result).not.toHaveProperty('queryID');
});

test('filters, mutes and paging: a page of a publication’s open stories without what the reader muted', async () => {
  const { engine, sent } = engineAnswering('msearch-posts-typo');
  await engine.search(
    [
      postsQuery({
        query: ' typescript gen ',
        page: 2,
        hitsPerPage: 8,
        attributesToRetrieve: ['title', 'bodyText'],
        filter: {
          type: 'and',
          operands: [
            { type: 'facet', attribute: 'collectionId', value: 'coll-eng' },
            { type: 'not', operand: { type: 'facet', attribute: 'isLocked', value: true } },
            {
              type: 'or',
              operands: [
                { type: 'facet', attribute: 'tags', value: 'typescript' },
                { type: 'numeric', attribute: 'clapCount', operator: '>=', value: 10 },
              ],
            },
            { type: 'range', attribute: 'latestPublishedAt', from: 1700000000000, to: 1800000000000 },
            { type: 'numeric', attribute: 'clapCount', operator: '!=', value: 0 },
          ],
        },
      }),
    ],
    { userId: 'reader', mutedUserIds: new Set(['user-troll']), mutedCollectionIds: new Set(['coll-spam']) },
  );
  const body = (sent[0]!.body as Record<string, any>[])[1]!;
  expect(body.from).toBe(16);
  expect(body.size).toBe(8);
  expect(body._source).toEqual({ includes: ['objectID', 'title'], excludes: ['bodyText'] });
  const bool = body.query.function_score.query.bool;
  expect(bool.must[0].bool.should[1].multi_match.query).toBe('typescript gen');
  expect(bool.filter).toEqual([
    {
      bool: {
        filter: [
          { term: { collectionId: 'coll-eng' } },
          { bool: { must_not: [{ term: { isLocked: true } }] } },
          {
            bool: {
              should: [{ term: { tags: 'typescript' } }, { range: { clapCount: { gte: 10 } } }],
              minimum_should_match: 1,
            },
          },
          { range: { latestPublishedAt: { gte: 1700000000000, lte: 1800000000000 } } },
          { bool: { must_not: [{ term: { clapCount: 0 } }] } },
        ],
      },
    },
  ]);
  expect(bool.must_not).toEqual([
    { terms: { creatorId: ['user-troll'] } },
    { terms: { collectionId: ['coll-spam'] } },
  ]);
});

test('each kind is muted by the field that names the writer or publication; tags never', async () => {
  const { engine, sent } = engineAnswering('msearch-people-and-tags');
  const viewer = { mutedUserIds: new Set(['user-troll']), mutedCollectionIds: new Set(['coll-spam']) };
  await engine.search(
    [
      { ...postsQuery(), kind: 'users', indexName: 'folio_users', query: 'ada' },
      { ...postsQuery(), kind: 'tags', indexName: 'folio_tags', query: 'ada' },
    ],
    viewer,
  );
  const lines = sent[0]!.body as Record<string, any>[];
  expect(lines.filter((_, position) => position % 2 === 0)).toEqual([
    { index: 'folio_users' },
    { index: 'folio_tags' },
  ]);
  expect(lines[1]!.query.function_score.query.bool.must_not).toEqual([{ terms: { userId: ['user-troll'] } }]);
  expect(lines[1]!.query.function_score.field_value_factor.field).toBe('followerCount');
  expect(lines[3]!.query.function_score.query.bool).not.toHaveProperty('must_not');
  expect(lines[3]!.query.function_score.field_value_factor.field).toBe('followerCount');
});

test('an empty query lists everything by quality; people get name highlights, no snippet', async () => {
  const { engine, sent } = engineAnswering('msearch-people-and-tags');
  const [people, tags] = await engine.search(
    [
      { ...postsQuery(), kind: 'users', indexName: 'folio_users', query: 'ada lovelace' },
      { ...postsQuery(), kind: 'tags', indexName: 'folio_tags', query: '' },
    ],
    noMutes,
  );
  const lines = sent[0]!.body as Record<string, any>[];
  expect(lines[3]!.query.function_score.query.bool.must).toEqual([{ match_all: {} }]);
  expect(people!.hits[0]).toEqual({
    objectID: 'user-ada',
    userId: 'user-ada',
    name: 'Ada Lovelace',
    username: 'ada',
    bio: 'Poetical science.',
    followerCount: 512,
    _highlightResult: {
      name: {
        value: '<em>Ada</em> <em>Lovelace</em>',
        matchLevel: 'full',
        matchedWords: ['ada', 'lovelace'],
      },
      username: { value: 'ada', matchLevel: 'none', matchedWords: [] },
      bio: { value: 'Poetical science.', matchLevel: 'none', matchedWords: [] },
    },
  });
  expect(tags).toMatchObject({ index: 'folio_tags', hits: [], nbHits: 0, nbPages: 0 });
});

test('a query the domain fails fails the request (the handler answers an error status)', async () => {
  const { engine } = engineAnswering('msearch-missing-index');
  await expect(
    engine.search([{ ...postsQuery(), kind: 'lists', indexName: 'folio_lists' }], noMutes),
  ).rejects.toThrow('OpenSearch failed a query (404): no such index [folio_lists]');
});

test('changes go in one bulk request to the aliases; removing an absent document is fine', async () => {
  const { engine, sent } = engineAnswering('bulk-applied');
  const document = {
    objectID: 'post-ts',
    postId: 'post-ts',
    title: 'TypeScript',
    subtitle: '',
    previewText: '',
    uniqueSlug: 'typescript-post-ts',
    latestPublishedAt: 1,
    creatorId: 'user-ada',
    creatorName: 'Ada',
    creatorUsername: 'ada',
    tags: [],
    isLocked: false,
    readingTime: 1,
    clapCount: 0,
    bodyText: 'Body',
    tagNames: [],
    writtenByHighQualityUser: true,
  };
  await engine.apply([
    { op: 'put', index: 'posts', document },
    { op: 'remove', index: 'users', objectID: 'user-gone' },
  ]);
  expect(sent).toEqual([
    {
      method: 'POST',
      path: '/_bulk',
      querystring: '',
      body: [
        { index: { _index: 'folio_posts', _id: 'post-ts' } },
        document,
        { delete: { _index: 'folio_users', _id: 'user-gone' } },
      ],
    },
  ]);
});

test('a large batch is split into bulk requests under the domain’s request limit, never a change apart', async () => {
  const { engine, sent } = engineAnswering('bulk-applied', 'bulk-applied');
  const collection = (slug: string, description: string) => ({
    op: 'put' as const,
    index: 'collections' as const,
    document: { objectID: slug, collectionId: slug, name: slug, slug, description, followerCount: 0 },
  });
  const third = 'x'.repeat(Math.floor(maxBulkBytes / 3));
  await engine.apply([collection('a', third), collection('b', third), collection('c', third)]);
  expect(sent.map((request) => (request.body as object[]).length)).toEqual([4, 2]);
});

test('a refused change fails the batch with OpenSearch’s reason; no changes send nothing', async () => {
  const { engine, sent } = engineAnswering('bulk-refused');
  await engine.apply([]);
  expect(sent).toHaveLength(0);
  await expect(engine.apply([{ op: 'remove', index: 'posts', objectID: 'post-ts' }])).rejects.toThrow(
    'OpenSearch refused 1 of 1 changes: mapper_parsing_exception',
  );
});

test('count asks the alias', async () => {
  const { engine, sent } = engineAnswering('count-posts');
  await expect(engine.count('posts')).resolves.toBe(100000);
  expect(sent[0]).toMatchObject({ method: 'GET', path: '/folio_posts/_count' });
});
