import { createHandler as createPostsHandler } from '#functions/posts/handler.ts';
import type { GraphqlPost } from '#functions/posts/mappers.ts';
import type { MoreFrom } from '#functions/posts/service.ts';
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

const moreFrom = async (story: GraphqlPost) =>
  (await posts(
    resolverEvent('Post.moreFrom', {
      source: story,
      selectionSetList: ['creatorPosts/id', 'collectionPosts/id'],
    }),
  )) as MoreFrom;
const ids = (stories: GraphqlPost[]) => stories.map((post) => post.id);

async function storyOf(id: string) {
  return (await posts(
    resolverEvent('Query.postResult', { arguments: { id }, selectionSetList: ['id', 'title'] }),
  )) as GraphqlPost;
}

test('more from the writer: the four newest others, one Query, the story itself left out', async () => {
  const writer = await makeUser(table.data);
  const stories: string[] = [];
  for (let n = 0; n < 6; n++) {
    const { post } = await makePost(table.data, { creatorId: writer.id, firstPublishedAt: minute(n) });
    stories.push(post.id);
  }
  await makePost(table.data, { creatorId: writer.id, status: 'DRAFT', firstPublishedAt: minute(10) });
  await makePost(table.data, { creatorId: writer.id, visibility: 'UNLISTED', firstPublishedAt: minute(11) });
  const newest = await storyOf(stories[5] as string);
  requests.reset();

  const others = await moreFrom(newest);

  expect(ids(others.creatorPosts)).toEqual([stories[4], stories[3], stories[2], stories[1]]);
  expect(others.collectionPosts).toEqual([]);
  // In no publication: the writer's Query alone.
  expect(requests.commands()).toEqual(['QueryCommand']);
  // An older story's page shows the four newest, the story itself not among them.
  const older = await moreFrom(await storyOf(stories[3] as string));
  expect(ids(older.creatorPosts)).toEqual([stories[5], stories[4], stories[2], stories[1]]);
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

  const approvedStory = await storyOf(story.id);
  requests.reset();
  const fromApproved = await moreFrom(approvedStory);
  expect(ids(fromApproved.collectionPosts)).toEqual([first.id]);
  expect(ids(fromApproved.creatorPosts)).toEqual([submitted.id]);
  // The writer's and the publication's Queries, in parallel.
  expect(requests.commands()).toEqual(['QueryCommand', 'QueryCommand']);

  // A story the publication did not approve: nothing from it.
  expect((await moreFrom(await storyOf(submitted.id))).collectionPosts).toEqual([]);
});
