import { createHandler as createPostsHandler } from '#functions/posts/handler.ts';
import type { GraphqlPost } from '#functions/posts/mappers.ts';
import type { PostConnection } from '#functions/posts/service.ts';
import { createHandler as createPublicationsHandler } from '#functions/publications/handler.ts';
import { createHandler as createUsersHandler } from '#functions/users/handler.ts';
import { batchResolverEvents, resolverEvent } from '#fixtures/appsync-event.ts';
import { makeCollection, makePost, makeUser } from '#fixtures/factories.ts';
import { countRequests } from '#local/request-counter.ts';
import { createTestTable } from '#fixtures/table.ts';

/** Asks for a stored field, so the resolver must read the item (an id alone is answered from the story). */
const withName = { selectionSetList: ['id', 'name'] };

/**
 * The request budget of a page, across the three resolver Lambdas as AppSync calls them: a story page is
 * one Query (story + body), one BatchGet of writers and one BatchGet of publications; a feed page adds
 * no request per story.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let requests: ReturnType<typeof countRequests>;
let handlers: Record<'posts' | 'users' | 'publications', ReturnType<typeof createPostsHandler>>;

beforeAll(async () => {
  table = await createTestTable();
  requests = countRequests(table.client);
  handlers = {
    posts: createPostsHandler(table.data),
    users: createUsersHandler(table.data),
    publications: createPublicationsHandler(table.data),
  };
});
afterAll(() => table.close());

test('a story page costs 1 Query, 1 BatchGet of writers, 1 BatchGet of publications', async () => {
  const writer = await makeUser(table.data);
  const collection = await makeCollection(table.data);
  const { post } = await makePost(table.data, {
    creatorId: writer.id,
    collectionId: collection.id,
    statusForCollection: 'APPROVED',
  });
  requests.reset();

  const story = (await handlers.posts(
    resolverEvent('Query.postResult', {
      arguments: { id: post.id },
      selectionSetList: [
        'id',
        'title',
        'creator',
        'creator/name',
        'collection',
        'collection/name',
        'content',
        'content/bodyModel/paragraphs/text',
      ],
    }),
  )) as GraphqlPost;
  const [creator] = (await handlers.users(batchResolverEvents('Post.creator', [{ ...story }], withName))) as {
    name: string;
  }[];
  const [publication] = (await handlers.publications(
    batchResolverEvents('Post.collection', [{ ...story }], withName),
  )) as { name: string }[];

  expect(creator?.name).toBe(writer.name);
  expect(publication?.name).toBe(collection.name);
  expect(story.content?.bodyModel.paragraphs).toHaveLength(12);
  expect(requests.commands()).toEqual(['QueryCommand', 'BatchGetItemCommand', 'BatchGetItemCommand']);
});

test('a feed page of ten stories costs 1 Query and one BatchGet per related type, never one per story', async () => {
  const writers = [await makeUser(table.data), await makeUser(table.data)];
  const collection = await makeCollection(table.data);
  for (let n = 0; n < 10; n++) {
    const inCollection =
      n % 3 === 0 ? { collectionId: collection.id, statusForCollection: 'APPROVED' as const } : {};
    await makePost(table.data, {
      creatorId: writers[n % 2]?.id as string,
      firstPublishedAt: Date.UTC(2027, 0, 1, 0, n),
      ...inCollection,
    });
  }
  requests.reset();

  const feed = (await handlers.posts(
    resolverEvent('Query.latestPostsFeed', {
      arguments: { paging: { limit: 10 } },
      selectionSetList: ['posts/id', 'posts/creator/name'],
    }),
  )) as PostConnection;
  const creators = (await handlers.users(batchResolverEvents('Post.creator', feed.posts, withName))) as {
    id: string;
  }[];
  const collections = (await handlers.publications(
    batchResolverEvents('Post.collection', feed.posts, withName),
  )) as ({
    id: string;
  } | null)[];

  expect(creators.map((creator) => creator.id)).toEqual(feed.posts.map((post) => post.creatorId));
  expect(collections.map((found) => found?.id ?? null)).toEqual(feed.posts.map((post) => post.collectionId));
  expect(requests.commands()).toEqual(['QueryCommand', 'BatchGetItemCommand', 'BatchGetItemCommand']);
});
