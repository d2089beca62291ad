import { apiSettings, requestLimits } from '#graphql/api-settings.ts';
import { resolverManifest } from '#graphql/resolver-manifest.ts';
import { aliasFlood, deepValue, fragmentBomb, nestedQuery } from '#fixtures/graphql-attacks.ts';
import { createLocalAppSync } from './local-appsync.ts';
import { loadAppSyncSchema } from '#graphql/appsync-schema.ts';

/** The local AppSync over Lambdas that answer every story with the same one, counting their calls. */
function setup(options: { introspection?: boolean } = {}) {
  const events: any[] = [];
  const handler = async (event: any) => {
    events.push(event);
    if (Array.isArray(event)) return event.map(() => ({ id: 'u1', name: 'N', username: 'u', bio: '' }));
    if (event.info.fieldName === 'viewer') return { id: 'v1', name: 'V', username: 'v', bio: '' };
    if (event.info.fieldName === 'postResults')
      return event.arguments.postIds.map((id: string) => ({ __typename: 'Post', id, title: 'T' }));
    if (event.info.fieldName === 'sequence') return null;
    return {
      __typename: 'Post',
      id: event.arguments.id,
      title: 'T',
      content: { isLockedPreviewOnly: false, bodyModel: { paragraphs: [{ text: 'p' }] } },
    };
  };
  const appsync = createLocalAppSync({
    schema: loadAppSyncSchema(),
    manifest: resolverManifest,
    resolvers: { posts: handler, users: handler, publications: handler, auth: handler },
    authorizer: async () => ({ isAuthorized: true, resolverContext: {} }),
    ...options,
  });
  const run = (query: string, variables: Record<string, unknown> = {}) =>
    appsync.execute({ query, variables }, { authorization: 'anonymous' });
  return { run, events };
}

test('the 40-fragment bomb is refused before anything runs; a small one runs, its selection listed once', async () => {
  const { run, events } = setup();
  expect(await run(fragmentBomb(40))).toEqual({
    status: 400,
    body: {
      errors: [
        expect.objectContaining({
          errorType: 'ValidationError',
          message: `The query selects ${1 + 2 ** 40} fields once its fragments are expanded; the limit is ${requestLimits.maxSelectedFields}.`,
        }),
      ],
    },
  });
  expect(events).toHaveLength(0);
  const small = await run(fragmentBomb(8, 'id name'));
  expect(small.body).toEqual({ data: { viewer: { id: 'v1', name: 'V' } } });
  expect(events[0].info.selectionSetList).toEqual(['id', 'name']);
});

test('a thousand aliases of a story with its body are refused before anything runs', async () => {
  const { run, events } = setup();
  expect(await run(aliasFlood(1000))).toMatchObject({
    status: 400,
    body: {
      errors: [
        {
          message: `Unable to parse GraphQL query: The query has more than ${requestLimits.maxQueryTokens} tokens.`,
        },
      ],
    },
  });
  expect(events).toHaveLength(0);
});

test('past resolverCountLimit invocations, each resolver fails with AppSync errorType', async () => {
  const { run, events } = setup();
  // Each alias runs 26 resolvers (25 stories, then each one's series), so few tokens pass the limit.
  const postIds = Array.from({ length: 25 }, (_, index) => `aaaaaaaaaa${String(index).padStart(2, '0')}`);
  const aliases = Math.ceil((apiSettings.resolverCountLimit + 50) / 26);
  const fields = Array.from(
    { length: aliases },
    (_, index) => `a${index}: postResults(postIds: $ids) { sequence { position } }`,
  );
  const answer = await run(`query Q($ids: [ID!]!) { ${fields.join(' ')} }`, { ids: postIds });
  expect(events).toHaveLength(apiSettings.resolverCountLimit);
  // The stories' own resolvers run first; the series past the limit fail, each with its own error.
  expect(answer.body.data?.a0).toHaveLength(25);
  const errors = answer.body.errors ?? [];
  expect(errors).toHaveLength(aliases * 26 - apiSettings.resolverCountLimit);
  expect(errors[0]).toMatchObject({
    errorType: 'ResolverExecutionLimitReached',
    message: `Resolver invocation limit reached: a request runs at most ${apiSettings.resolverCountLimit} resolvers.`,
  });
  expect(new Set(errors.map((error) => error.errorType))).toEqual(new Set(['ResolverExecutionLimitReached']));
});

test('variables nested 5,000 deep are a clear 400, and nothing runs', async () => {
  const { run, events } = setup();
  const answer = await run('query Q($id: ID!) { postResult(id: $id) { __typename } }', {
    id: deepValue(5000),
  });
  expect(answer).toEqual({
    status: 400,
    body: {
      errors: [
        expect.objectContaining({
          errorType: 'BadRequest',
          message: `The variables nest more than ${requestLimits.maxVariablesDepth} levels deep.`,
        }),
      ],
    },
  });
  expect(events).toHaveLength(0);
});

test('a query nested 5,000 deep or 10,000 fragments long is a clear 400, not a stack overflow', async () => {
  const { run } = setup();
  expect((await run(nestedQuery(5000))).body.errors?.[0]).toMatchObject({
    errorType: 'MalformedHttpRequestException',
    message: `Unable to parse GraphQL query: The query nests brackets more than ${requestLimits.maxQueryNesting} deep.`,
  });
  const chain = Array.from(
    { length: 10_000 },
    (_, index) => `fragment F${index} on User { ...F${index + 1} }`,
  );
  const long = await run(`{ viewer { ...F0 } } ${chain.join(' ')} fragment F10000 on User { id }`);
  expect(long).toMatchObject({ status: 400, body: { errors: [{ message: /more than 2000 tokens/ }] } });
});

test('introspection fails validation unless the API turns it on', async () => {
  const query = '{ __schema { queryType { name } } }';
  const refused = await setup().run(query);
  expect(refused.status).toBe(400);
  expect(refused.body.errors?.[0]).toMatchObject({
    errorType: 'ValidationError',
    message:
      'GraphQL introspection has been disabled, but the requested query contained the field "__schema".',
  });
  expect((await setup().run('{ __type(name: "Post") { name } }')).status).toBe(400);
  expect((await setup().run('{ viewer { __typename } }')).status).toBe(200);
  const allowed = await setup({ introspection: true }).run(query);
  expect(allowed).toEqual({ status: 200, body: { data: { __schema: { queryType: { name: 'Query' } } } } });
});
