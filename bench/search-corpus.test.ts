import type { SearchIndexKind } from '#contract/search.ts';
import type { IndexChange, SearchDocumentOf } from '#functions/search/ports.ts';
import { searchCorpus, searchCorpusQueries, type SearchCorpusOptions } from './search-corpus.ts';

const small: SearchCorpusOptions = {
  size: { posts: 400, users: 80, collections: 10, tags: 60, lists: 20 },
  batchSize: 50,
};

async function everything(options: SearchCorpusOptions) {
  const batches: IndexChange[][] = [];
  for await (const batch of searchCorpus(options)) batches.push(batch);
  return batches;
}

const documentsOf = <K extends SearchIndexKind>(batches: IndexChange[][], kind: K): SearchDocumentOf[K][] =>
  batches
    .flat()
    .flatMap((change) =>
      change.op === 'put' && change.index === kind ? [change.document as SearchDocumentOf[K]] : [],
    );

test('the same seed gives the same corpus and queries; another seed another', async () => {
  const first = await everything(small);
  expect(await everything(small)).toEqual(first);
  expect(await everything({ ...small, seed: 18 })).not.toEqual(first);
  expect(searchCorpusQueries({ ...small, count: 20 })).toEqual(searchCorpusQueries({ ...small, count: 20 }));
});

test('documents stream in batches, every kind at its size, tags only with stories and counted exactly', async () => {
  const batches = await everything(small);
  expect(batches.slice(0, -1).every((batch) => batch.length === 50)).toBe(true);
  const posts = documentsOf(batches, 'posts');
  expect(posts).toHaveLength(400);
  expect(documentsOf(batches, 'users')).toHaveLength(80);
  expect(documentsOf(batches, 'collections')).toHaveLength(10);
  expect(documentsOf(batches, 'lists')).toHaveLength(20);
  const tags = documentsOf(batches, 'tags');
  expect(tags.length).toBeGreaterThan(10);
  for (const tag of tags) {
    expect(tag.postCount).toBe(posts.filter((post) => post.tags.includes(tag.tagSlug)).length);
  }
  // The topic catalogue's tags are the busiest (Zipf): the first one is on many stories.
  expect(tags[0]).toMatchObject({ tagSlug: 'technology', displayText: 'Technology' });
  expect(tags[0]!.postCount).toBeGreaterThan(20);
  const ids = posts.map((post) => post.objectID);
  expect(new Set(ids).size).toBe(ids.length);
});

test('stories look like stories: a writer’s name, tags named, and no body when member-only', async () => {
  const users = new Map(documentsOf(await everything(small), 'users').map((user) => [user.userId, user]));
  const posts = documentsOf(await everything(small), 'posts');
  for (const post of posts) {
    const writer = users.get(post.creatorId)!;
    expect(post).toMatchObject({ creatorName: writer.name, creatorUsername: writer.username });
    expect(post.writtenByHighQualityUser).toBe(writer.highQualityUser);
    expect(post.tagNames).toHaveLength(post.tags.length);
    expect(post.title.split(' ').length).toBeGreaterThanOrEqual(3);
    if (post.isLocked) expect(post.bodyText).toBe('');
    else expect(post.bodyText.split(' ').length).toBeGreaterThanOrEqual(80);
  }
  expect(posts.filter((post) => post.isLocked).length).toBeGreaterThan(50);
  expect(posts.filter((post) => post.collectionId).length).toBeGreaterThan(0);
  // Zipf: a few writers are prolific.
  const byWriter = new Map<string, number>();
  for (const post of posts) byWriter.set(post.creatorId, (byWriter.get(post.creatorId) ?? 0) + 1);
  expect(Math.max(...byWriter.values())).toBeGreaterThan(15);
});

test('queries come from the corpus’ titles: one word, two neighbours, one word with one edit', async () => {
  const titles = documentsOf(await everything(small), 'posts').map((post) => post.title.toLowerCase());
  const queries = searchCorpusQueries({ ...small, count: 50 });
  expect(queries.oneWord).toHaveLength(50);
  expect(queries.oneWord.every((word) => titles.some((title) => title.split(' ').includes(word)))).toBe(true);
  expect(queries.twoWord.every((pair) => titles.some((title) => title.includes(pair)))).toBe(true);
  for (const typo of queries.misspelled) {
    expect(typo.length).toBeGreaterThanOrEqual(4);
    expect(titles.some((title) => title.split(' ').includes(typo))).toBe(false);
  }
});
