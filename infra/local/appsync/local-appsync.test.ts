import type { AppSyncAuthorizerEvent } from 'aws-lambda';
import { resolverManifest } from '#graphql/resolver-manifest.ts';
import { ResultError } from '#shared/api/results.ts';
import { createLocalAppSync } from './local-appsync.ts';
import { loadAppSyncSchema } from '#graphql/appsync-schema.ts';

const post = (id: string) => ({
  __typename: 'Post',
  id,
  title: `Title ${id}`,
  creatorId: `u${id}`,
  uniqueSlug: `t-${id}`,
  visibility: 'PUBLIC',
  isLocked: false,
  isPublished: true,
  isSuspended: false,
  readingTime: 1,
  clapCount: 0,
  responsesCount: 0,
  updatedAt: 1,
  tags: [],
  extendedPreviewContent: { subtitle: '', isFullContent: true },
});

function setup(
  authorize: (event: AppSyncAuthorizerEvent) => unknown = () => ({
    isAuthorized: true,
    resolverContext: { viewerId: 'v1' },
  }),
) {
  const calls: { domain: string; event: any }[] = [];
  const authorizerCalls: AppSyncAuthorizerEvent[] = [];
  const handler = (domain: string) => async (event: any) => {
    calls.push({ domain, event });
    if (Array.isArray(event))
      return event.map((item) => ({ id: item.source.creatorId, name: 'N', username: 'u', bio: '' }));
    const key = `${event.info.parentTypeName}.${event.info.fieldName}`;
    if (key === 'Query.postResult') {
      if (event.arguments.id === 'missing')
        return { __typename: 'NotFound', message: 'No story has that id.' };
      if (event.arguments.id === 'boom') throw new ResultError('RateLimited', 'Slow down.');
      if (event.arguments.id === 'crash') throw new Error('disk on fire');
      return post(event.arguments.id);
    }
    if (key === 'Query.latestPostsFeed')
      return { posts: [post('a1'), post('b2'), post('c3')], pagingInfo: { next: null } };
    return null;
  };
  const appsync = createLocalAppSync({
    schema: loadAppSyncSchema(),
    manifest: resolverManifest,
    resolvers: { posts: handler('posts'), users: handler('users'), publications: handler('publications') },
    authorizer: async (event: AppSyncAuthorizerEvent) => {
      authorizerCalls.push(event);
      return authorize(event);
    },
  });
  const run = (
    query: string,
    variables = {},
    headers: Record<string, string> = { authorization: 'anonymous' },
  ) => appsync.execute({ query, variables }, headers);
  return { run, calls, authorizerCalls };
}

test('unions resolve by __typename and the event carries AppSync fields', async () => {
  const { run, calls } = setup();
  const answer = await run(
    'query Q($id: ID!) { postResult(id: $id) { __typename ... on Post { title content { bodyModel { paragraphs { text } } } } ... on NotFound { message } } }',
    { id: 'missing' },
  );
  expect(answer).toEqual({
    status: 200,
    body: { data: { postResult: { __typename: 'NotFound', message: 'No story has that id.' } } },
  });
  const event = calls[0]!.event;
  expect(event.identity).toEqual({ resolverContext: { viewerId: 'v1' } });
  expect(event.info.selectionSetList).toEqual([
    'title',
    'content',
    'content/bodyModel',
    'content/bodyModel/paragraphs',
    'content/bodyModel/paragraphs/text',
    'message',
  ]);
  expect(event.request.headers.authorization).toBe('anonymous');
});

test('a batched field is one BatchInvoke for all its sources', async () => {
  const { run, calls } = setup();
  const answer = await run('{ latestPostsFeed { posts { id creator { id } } } }');
  expect(answer.body.data).toEqual({
    latestPostsFeed: {
      posts: [
        { id: 'a1', creator: { id: 'ua1' } },
        { id: 'b2', creator: { id: 'ub2' } },
        { id: 'c3', creator: { id: 'uc3' } },
      ],
    },
  });
  const batches = calls.filter((call) => Array.isArray(call.event));
  expect(batches).toHaveLength(1);
  expect(batches[0]!.event.map((event: any) => event.source.id)).toEqual(['a1', 'b2', 'c3']);
});

test('thrown errors keep their name as errorType; plain errors are Lambda:Unhandled', async () => {
  const { run } = setup();
  const limited = await run('{ postResult(id: "boom") { __typename } }');
  expect(limited.body.errors?.[0]).toMatchObject({
    errorType: 'RateLimited',
    message: 'Slow down.',
    path: ['postResult'],
  });
  const crashed = await run('{ postResult(id: "crash") { __typename } }');
  expect(crashed.body.errors?.[0]).toMatchObject({ errorType: 'Lambda:Unhandled', message: 'disk on fire' });
});

test('malformed requests are 400 with a clear message', async () => {
  const { run } = setup();
  expect((await run('{ postResult(id: ')).status).toBe(400);
  const unknownField = await run('{ nope }');
  expect(unknownField).toMatchObject({ status: 400, body: { errors: [{ errorType: 'ValidationError' }] } });
  const deep = await run(
    '{ latestPostsFeed { posts { creator { postsConnection { posts { creator { postsConnection { posts { creator { postsConnection { posts { creator { id } } } } } } } } } } } } }',
  );
  expect(deep.body.errors?.[0]?.message).toMatch(/Query depth 13 exceeds the limit of 12/);
});

test('no credential or a refused one is 401; answers are cached per credential', async () => {
  const { run, authorizerCalls } = setup((event) => ({
    isAuthorized: event.authorizationToken === 'anonymous',
    ttlOverride: 60,
  }));
  expect((await run('{ viewer { id } }', {}, {})).status).toBe(401);
  expect((await run('{ viewer { id } }', {}, { authorization: 'forged' })).status).toBe(401);
  await run('{ viewer { id } }');
  await run('{ viewer { id } }');
  expect(authorizerCalls.filter((event) => event.authorizationToken === 'anonymous')).toHaveLength(1);
});

test('denied fields resolve to null with an Unauthorized error', async () => {
  const { run } = setup(() => ({ isAuthorized: true, resolverContext: {}, deniedFields: ['Query.viewer'] }));
  const answer = await run('{ viewer { id } }');
  expect(answer.body).toMatchObject({ data: { viewer: null }, errors: [{ errorType: 'Unauthorized' }] });
});
