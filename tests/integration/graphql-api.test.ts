import { resolverManifest } from '#graphql/resolver-manifest.ts';
import { createHandler as postsHandler } from '#functions/posts/handler.ts';
import { createHandler as usersHandler } from '#functions/users/handler.ts';
import { createHandler as publicationsHandler } from '#functions/publications/handler.ts';
import { handler as authorizer } from '#functions/auth/authorizer.ts';
import { createLocalAppSync } from '#local/appsync/local-appsync.ts';
import type { LambdaHandler } from '#local/appsync/lambda-invoke.ts';
import { loadAppSyncSchema } from '#graphql/appsync-schema.ts';
import { countRequests } from '#local/request-counter.ts';
import { makeCollection, makePost, makeUser } from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';

/** The API end to end in one process: local AppSync → the real domain Lambdas → DynamoDB Local. */
let table: Awaited<ReturnType<typeof createTestTable>>;
let run: (query: string, variables?: Record<string, unknown>) => Promise<{ status: number; body: any }>;

beforeAll(async () => {
  table = await createTestTable();
  const appsync = createLocalAppSync({
    schema: loadAppSyncSchema(),
    manifest: resolverManifest,
    resolvers: {
      posts: postsHandler(table.data) as LambdaHandler,
      users: usersHandler(table.data) as LambdaHandler,
      publications: publicationsHandler(table.data) as LambdaHandler,
    },
    authorizer: authorizer as LambdaHandler,
  });
  run = (query, variables = {}) => appsync.execute({ query, variables }, { authorization: 'anonymous' });
});
afterAll(() => table.close());

const postPage = `query PostPage($id: ID!) {
  postResult(id: $id) {
    __typename
    ... on Post { id title isLocked creator { username name } collection { slug name } statusForCollection
      tags { id displayTitle postCount } content { isLockedPreviewOnly bodyModel { paragraphs { name text } } } }
    ... on NotFound { message }
    ... on BadRequest { message }
  }
}`;

test('a story page is one query, its writer and publication batched: three DynamoDB requests', async () => {
  const writer = await makeUser(table.data, { username: 'ada', name: 'Ada' });
  const publication = await makeCollection(table.data, {
    slug: 'the-build',
    name: 'The Build',
    creatorId: writer.id,
  });
  const { post } = await makePost(table.data, {
    creatorId: writer.id,
    collectionId: publication.id,
    statusForCollection: 'APPROVED',
  });
  const counter = countRequests(table.client);
  const { status, body } = await run(postPage, { id: post.id });
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  expect(body.data.postResult).toMatchObject({
    __typename: 'Post',
    creator: { username: 'ada', name: 'Ada' },
    collection: { slug: 'the-build', name: 'The Build' },
    statusForCollection: 'APPROVED',
    content: { isLockedPreviewOnly: false },
  });
  expect(body.data.postResult.content.bodyModel.paragraphs).toHaveLength(12);
  // Tag.postCount reads the tag items: one more batch, only because this query asks for it.
  expect(counter.commands().sort()).toEqual([
    'BatchGetItemCommand',
    'BatchGetItemCommand',
    'BatchGetItemCommand',
    'QueryCommand',
  ]);
});

test('a member-only story sends a visitor only its preview', async () => {
  const writer = await makeUser(table.data);
  const { post, paragraphs } = await makePost(table.data, {
    creatorId: writer.id,
    isLocked: true,
    visibility: 'LOCKED',
  });
  const { body } = await run(postPage, { id: post.id });
  const sent = body.data.postResult.content.bodyModel.paragraphs as { text: string }[];
  expect(body.data.postResult.content.isLockedPreviewOnly).toBe(true);
  expect(sent.length).toBeLessThan(paragraphs.length);
  expect(JSON.stringify(body)).not.toContain(paragraphs.at(-1)!.text);
});

test('bad and unknown ids answer in the result vocabulary, never as errors', async () => {
  const bad = await run(postPage, { id: 'not-hex!' });
  expect(bad.body.data.postResult.__typename).toBe('BadRequest');
  const missing = await run(postPage, { id: 'abcdefabcdef' });
  expect(missing.body.data.postResult).toEqual({ __typename: 'NotFound', message: expect.any(String) });
  const noUser = await run(
    '{ userResult(username: "nobody-here") { __typename ... on NotFound { message } } }',
  );
  expect(noUser.body.data.userResult.__typename).toBe('NotFound');
  const both = await run('{ userResult(id: "x", username: "y") { __typename } }');
  expect(both.body.data.userResult.__typename).toBe('BadRequest');
});

test('feeds page through the API with cursors', async () => {
  const writer = await makeUser(table.data, { username: 'pager' });
  for (let index = 0; index < 5; index++) {
    await makePost(table.data, { creatorId: writer.id, firstPublishedAt: Date.UTC(2026, 1, index + 1) });
  }
  const page = (to?: string) =>
    run(
      'query P($username: String, $paging: PagingOptions) { userResult(username: $username) { ... on User { postsConnection(paging: $paging) { posts { id } pagingInfo { next { limit to } } } } } }',
      {
        username: 'pager',
        paging: { limit: 3, ...(to ? { to } : {}) },
      },
    );
  const first = (await page()).body.data.userResult.postsConnection;
  expect(first.posts).toHaveLength(3);
  const second = (await page(first.pagingInfo.next.to)).body.data.userResult.postsConnection;
  expect(second.posts).toHaveLength(2);
  expect(second.pagingInfo.next).toBeNull();
  expect(new Set([...first.posts, ...second.posts].map((post: { id: string }) => post.id)).size).toBe(5);
});

test('publications are found by slug or custom domain', async () => {
  await makeCollection(table.data, { slug: 'field-notes', name: 'Field Notes', domain: 'notes.example.com' });
  const bySlug = await run('{ collectionByDomainOrSlug(domainOrSlug: "Field-Notes") { name } }');
  expect(bySlug.body.data.collectionByDomainOrSlug).toEqual({ name: 'Field Notes' });
  const byDomain = await run('{ collectionByDomainOrSlug(domainOrSlug: "notes.example.com") { slug } }');
  expect(byDomain.body.data.collectionByDomainOrSlug).toEqual({ slug: 'field-notes' });
  const none = await run('{ collectionByDomainOrSlug(domainOrSlug: "nothing") { slug } }');
  expect(none.body.data.collectionByDomainOrSlug).toBeNull();
});
