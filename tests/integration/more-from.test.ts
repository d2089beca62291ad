import { createHandler as createPostsHandler } from '#functions/posts/handler.ts';
import type { GraphqlPost } from '#functions/posts/mappers.ts';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { makeCollection, makePost, makeUser } from '#fixtures/factories.ts';
import { countRequests } from '#local/request-counter.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * The story page's end (issue #13): "More from {writer}" and "More from {publication}" are the four
 * newest other listed stories, one Query each, never the story itself, never a draft or an unlisted one.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let requests: ReturnType<typeof countRequests>;
let posts: ReturnType<typeof createPostsHandler>;

beforeAll(async () => {
  table = await createTestTable();
  requests = countRequests(table.client);
  posts = createPostsHandler(table.data);
});
afterAll(() => table.close());

const minute = (n: number) => Date.UTC(2027, 3, 1, 0, n);

const moreFrom = async (field: 'moreFromCreator' | 'moreFromCollection', story: GraphqlPost) =>
  (await posts(
    resolverEvent(`Post.${field}`, { source: story, selectionSetList: ['id', 'title'] }),
  )) as GraphqlPost[];

async function storyOf(id: string) {
  return (await posts(
    resolverEvent('Query.postResult', { arguments: { id }, selectionSetList: ['id', 'title'] }),
  )) as GraphqlPost;
}

test('more from the writer: the four newest others, one Query, the story itself left out', async () => {
  const writer = await makeUser(table.data);
  const ids: string[] = [];
  for (let n = 0; n < 6; n++) {
    const { post } = await makePost(table.data, { creatorId: writer.id, firstPublishedAt: minute(n) });
    ids.push(post.id);
  }
  await makePost(table.data, { creatorId: writer.id, status: 'DRAFT', firstPublishedAt: minute(10) });
  await makePost(table.data, { creatorId: writer.id, visibility: 'UNLISTED', firstPublishedAt: minute(11) });
  const newest = await storyOf(ids[5] as string);
  requests.reset();

  const others = await moreFrom('moreFromCreator', newest);

  expect(others.map((post) => post.id)).toEqual([ids[4], ids[3], ids[2], ids[1]]);
  expect(requests.commands()).toEqual(['QueryCommand']);
  // An older story's page shows the four newest, the story itself not among them.
  const older = await moreFrom('moreFromCreator', await storyOf(ids[3] as string));
  expect(older.map((post) => post.id)).toEqual([ids[5], ids[4], ids[2], ids[1]]);
});

test('more from the publication: only for a story it approved, and only its approved stories', async () => {
  const [writer, other] = [await makeUser(table.data), await makeUser(table.data)];
  const collection = await makeCollection(table.data);
  const approved = { collectionId: collection.id, statusForCollection: 'APPROVED' as const };
  const { post: first } = await makePost(table.data, {
    creatorId: other.id,
    ...approved,
    firstPublishedAt: minute(1),
  });
  await makePost(table.data, {
    creatorId: other.id,
    collectionId: collection.id,
    statusForCollection: 'PENDING',
    firstPublishedAt: minute(2),
  });
  const { post: story } = await makePost(table.data, {
    creatorId: writer.id,
    ...approved,
    firstPublishedAt: minute(3),
  });
  const { post: submitted } = await makePost(table.data, {
    creatorId: writer.id,
    collectionId: collection.id,
    statusForCollection: 'PENDING',
    firstPublishedAt: minute(4),
  });

  const fromPublication = await moreFrom('moreFromCollection', await storyOf(story.id));
  expect(fromPublication.map((post) => post.id)).toEqual([first.id]);

  requests.reset();
  expect(await moreFrom('moreFromCollection', await storyOf(submitted.id))).toEqual([]);
  // Only the story's own read: a story no publication approved asks for nothing more.
  expect(requests.commands()).toEqual(['GetItemCommand']);
});
