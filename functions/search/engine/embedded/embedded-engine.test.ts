import {
  postDocument,
  userDocument,
  listDocument,
  collectionDocument,
} from '#fixtures/search-index-documents.ts';
import type { ResolvedQuery, SearchViewer } from '../../ports.ts';
import { createEmbeddedEngine } from './embedded-engine.ts';
import { engineFromSnapshot, snapshotOf } from './embedded-snapshot.ts';

const nobody: SearchViewer = { mutedUserIds: new Set(), mutedCollectionIds: new Set() };
const query = (overrides: Partial<ResolvedQuery>): ResolvedQuery => ({
  kind: 'posts',
  indexName: 'folio_posts',
  query: '',
  hitsPerPage: 10,
  page: 0,
  clickAnalytics: false,
  ...overrides,
});

async function engineWithPosts() {
  const engine = createEmbeddedEngine();
  await engine.apply([
    {
      op: 'put',
      index: 'posts',
      document: postDocument('p1', {
        title: 'Photosynthesis for beginners',
        bodyText: 'Plants turn light into sugar. '.repeat(5) + 'The chlorophyll catches the light.',
        creatorId: 'ada',
        clapCount: 3,
        tags: ['science'],
      }),
    },
    {
      op: 'put',
      index: 'posts',
      document: postDocument('p2', {
        title: 'Night photography',
        previewText: 'Long exposures & <light>',
        bodyText: 'The secret paragraph of members',
        isLocked: true,
        creatorId: 'bo',
        collectionId: 'lens',
        clapCount: 40,
        tags: ['art', 'photo'],
      }),
    },
    {
      op: 'put',
      index: 'posts',
      document: postDocument('p3', {
        title: 'Cooking with plants',
        subtitle: 'Herbs from the garden, slowly',
        clapCount: 7,
        latestPublishedAt: 5,
      }),
    },
  ]);
  return engine;
}

const ids = (result: { hits: { objectID: string }[] }) => result.hits.map((hit) => hit.objectID);
const one = async (
  engine: Awaited<ReturnType<typeof engineWithPosts>>,
  q: Partial<ResolvedQuery>,
  viewer = nobody,
) => (await engine.search([query(q)], viewer))[0]!;

describe('the embedded engine', () => {
  it('finds a misspelled title word, and the last word only as a prefix', async () => {
    const engine = await engineWithPosts();
    expect(ids(await one(engine, { query: 'photosynthsis' }))).toEqual(['p1']);
    expect(ids(await one(engine, { query: 'cooking wi' }))).toEqual(['p3']);
    expect(ids(await one(engine, { query: 'photog' }))).toEqual(['p2']);
    expect(ids(await one(engine, { query: 'night photog' }))).toEqual(['p2']);
    expect(ids(await one(engine, { query: 'photog night' }))).toEqual([]);
    expect(ids(await one(engine, { query: 'zebra' }))).toEqual([]);
  });

  it('wants every word, in any field', async () => {
    const engine = await engineWithPosts();
    expect(ids(await one(engine, { query: 'cooking plants' }))).toEqual(['p3']);
    expect(ids(await one(engine, { query: 'photosynthesis chlorophyll' }))).toEqual(['p1']);
    const eleventhWord = 'cooking with plants wren writer herbs from the garden slow zebra';
    expect(ids(await one(engine, { query: eleventhWord }))).toEqual(['p3']);
  });

  it('ranks a title match above a body match, and lists by claps without a query', async () => {
    const engine = await engineWithPosts();
    expect(ids(await one(engine, { query: 'plants' }))).toEqual(['p3', 'p1']);
    expect(ids(await one(engine, {}))).toEqual(['p2', 'p3', 'p1']);
  });

  it('pages, with nbHits and nbPages', async () => {
    const engine = await engineWithPosts();
    const second = await one(engine, { hitsPerPage: 2, page: 1 });
    expect(second).toMatchObject({ nbHits: 3, nbPages: 2, page: 1, hitsPerPage: 2 });
    expect(ids(second)).toEqual(['p1']);
    const texted = await one(engine, { query: 'plants', hitsPerPage: 1, page: 1 });
    expect([ids(texted), texted.nbHits, texted.nbPages]).toEqual([['p1'], 2, 2]);
  });

  it('applies the filters', async () => {
    const engine = await engineWithPosts();
    const filtered = (filter: ResolvedQuery['filter']) => one(engine, { filter }).then(ids);
    expect(await filtered({ type: 'facet', attribute: 'tags', value: 'photo' })).toEqual(['p2']);
    expect(await filtered({ type: 'facet', attribute: 'isLocked', value: false })).toEqual(['p3', 'p1']);
    expect(
      await filtered({ type: 'not', operand: { type: 'facet', attribute: 'creatorId', value: 'ada' } }),
    ).toEqual(['p2', 'p3']);
    expect(await filtered({ type: 'numeric', attribute: 'clapCount', operator: '!=', value: 40 })).toEqual([
      'p3',
      'p1',
    ]);
    expect(await filtered({ type: 'range', attribute: 'clapCount', from: 3, to: 7 })).toEqual(['p3', 'p1']);
    expect(
      await filtered({
        type: 'or',
        operands: [
          { type: 'facet', attribute: 'collectionId', value: 'lens' },
          { type: 'numeric', attribute: 'latestPublishedAt', operator: '<', value: 10 },
        ],
      }),
    ).toEqual(['p2', 'p3']);
  });

  it("ranks out the viewer's muted writers and publications", async () => {
    const engine = await engineWithPosts();
    const viewer = { mutedUserIds: new Set(['ada']), mutedCollectionIds: new Set(['lens']) };
    expect(ids(await one(engine, {}, viewer))).toEqual(['p3']);
    expect(ids(await one(engine, { query: 'plants' }, viewer))).toEqual(['p3']);
  });

  it('highlights and snippets with escaped HTML, and never returns or snippets a locked body', async () => {
    const engine = await engineWithPosts();
    const [hit] = (await one(engine, { query: 'photography exposures' })).hits;
    expect(hit).not.toHaveProperty('bodyText');
    expect(hit?._highlightResult?.title).toEqual({
      value: 'Night <em>photography</em>',
      matchLevel: 'partial',
      matchedWords: ['photography'],
    });
    expect(hit?._snippetResult?.previewText?.value).toBe('Long <em>exposures</em> &amp; &lt;light&gt;');
    expect(hit?._snippetResult?.bodyText).toEqual({ value: '', matchLevel: 'none' });
    const [body] = (await one(engine, { query: 'chlorophyll' })).hits;
    expect(body?._snippetResult?.bodyText?.value).toMatch(
      /^… .*The <em>chlorophyll<\/em> catches the light\.$/,
    );
  });

  it('uses typos only for a word that finds nothing as typed, and highlights by the same rule', async () => {
    const engine = await engineWithPosts();
    const light = await one(engine, { query: 'light' });
    const night = light.hits.find((hit) => hit.objectID === 'p2');
    expect(night?._highlightResult?.title?.value).toBe('Night photography');
    expect(night?._snippetResult?.previewText?.value).toContain('<em>light</em>');
    expect(ids(await one(engine, { query: 'liight' })).sort()).toEqual(['p1', 'p2']);
  });

  it('returns the attributes asked, a queryID with clickAnalytics only', async () => {
    const engine = await engineWithPosts();
    const result = await one(engine, {
      query: 'night',
      attributesToRetrieve: ['title', 'bodyText'],
      clickAnalytics: true,
    });
    expect(Object.keys(result.hits[0]!).sort()).toEqual([
      '_highlightResult',
      '_snippetResult',
      'objectID',
      'title',
    ]);
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect((await one(engine, { query: 'night' })).queryID).toBeUndefined();
  });

  it('replaces a document put again and forgets a removed one', async () => {
    const engine = await engineWithPosts();
    await engine.apply([
      { op: 'put', index: 'posts', document: postDocument('p1', { title: 'Renamed' }) },
      { op: 'remove', index: 'posts', objectID: 'p3' },
      { op: 'remove', index: 'posts', objectID: 'never-there' },
    ]);
    expect(ids(await one(engine, { query: 'photosynthesis' }))).toEqual([]);
    expect(ids(await one(engine, { query: 'renamed' }))).toEqual(['p1']);
    expect(await engine.count('posts')).toBe(2);
  });

  it('searches people by name and username (a facet too), lists and publications, each with their mutes', async () => {
    const engine = createEmbeddedEngine();
    await engine.apply([
      { op: 'put', index: 'users', document: userDocument('u1', { name: 'Ada Lovelace', username: 'ada' }) },
      {
        op: 'put',
        index: 'users',
        document: userDocument('u2', { name: 'Adam Smith', username: 'smith', followerCount: 9 }),
      },
      { op: 'put', index: 'lists', document: listDocument('l1', { name: 'Adventures', creatorId: 'u2' }) },
      { op: 'put', index: 'collections', document: collectionDocument('c1', { name: 'Adaptive' }) },
    ]);
    const users = query({ kind: 'users', indexName: 'folio_users', query: 'ada' });
    expect(ids((await engine.search([users], nobody))[0]!)).toEqual(['u1', 'u2']);
    const byUsername = {
      ...users,
      query: '',
      filter: { type: 'facet', attribute: 'username', value: 'ada' },
    } as const;
    expect(ids((await engine.search([byUsername], nobody))[0]!)).toEqual(['u1']);
    const viewer = { mutedUserIds: new Set(['u2']), mutedCollectionIds: new Set(['c1']) };
    const [people, lists, publications] = await engine.search(
      [users, query({ kind: 'lists', query: 'adv' }), query({ kind: 'collections', query: 'adap' })],
      viewer,
    );
    expect([ids(people!), ids(lists!), ids(publications!)]).toEqual([['u1'], [], []]);
  });

  it('comes back the same from a snapshot', async () => {
    const engine = await engineWithPosts();
    const restored = engineFromSnapshot(snapshotOf(engine.indexes));
    expect(await restored.count('posts')).toBe(3);
    expect(ids((await restored.search([query({ query: 'photosynthsis' })], nobody))[0]!)).toEqual(['p1']);
    await restored.apply([{ op: 'remove', index: 'posts', objectID: 'p1' }]);
    expect(await restored.count('posts')).toBe(2);
  });
});
