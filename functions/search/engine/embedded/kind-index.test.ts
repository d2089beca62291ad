import { postDocument } from '#fixtures/search-index-documents.ts';
import { createEmbeddedEngine } from './embedded-engine.ts';
import type { StoredDocument } from './hits.ts';
import { emptyKindIndex, needsVacuum, putDocument, removeDocument } from './kind-index.ts';

const story = (id: string, title: string) => postDocument(id, { title }) as unknown as StoredDocument;

describe("a kind's index", () => {
  it('empties the slot of a replaced or removed document and counts the live ones', () => {
    const index = emptyKindIndex('posts');
    putDocument(index, story('a', 'First'));
    putDocument(index, story('a', 'Second'));
    putDocument(index, story('b', 'Third'));
    removeDocument(index, 'b');
    removeDocument(index, 'never-there');
    expect(index.documents.map((document) => document?.title)).toEqual([undefined, 'Second', undefined]);
    expect([index.live, index.slotOf.get('a')]).toEqual([1, 1]);
  });

  it('keeps the slot of a document put again with the same text, only its signal changed', () => {
    const index = emptyKindIndex('posts');
    putDocument(index, story('a', 'First'));
    putDocument(index, { ...story('a', 'First'), clapCount: 1_000 });
    expect(index.documents).toHaveLength(1);
    expect(index.documents[0]?.clapCount).toBe(1_000);
    expect(index.signalBoosts[0]).toBeGreaterThan(1.2);
    expect(index.live).toBe(1);
  });

  it('is rebuilt from its live documents once a tenth of its slots, and at least 20, are empty', async () => {
    const engine = createEmbeddedEngine();
    const puts = (count: number, title: string) =>
      Array.from({ length: count }, (_, at) => ({
        op: 'put' as const,
        index: 'posts' as const,
        document: postDocument(`p${at}`, { title: `${title} ${at}` }),
      }));
    await engine.apply(puts(100, 'Draft'));
    await engine.apply(puts(19, 'Final'));
    expect(engine.indexes.posts.documents).toHaveLength(119);
    expect(needsVacuum(engine.indexes.posts)).toBe(false);
    await engine.apply(puts(20, 'Final'));
    expect(engine.indexes.posts.documents).toHaveLength(100);
    const nbHits = async (query: string) =>
      (
        await engine.search(
          [{ kind: 'posts', indexName: 'p', query, hitsPerPage: 5, page: 0, clickAnalytics: false }],
          { mutedUserIds: new Set(), mutedCollectionIds: new Set() },
        )
      )[0]?.nbHits;
    expect([await nbHits('final'), await nbHits('draft')]).toEqual([20, 80]);
  });
});
