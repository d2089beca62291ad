import { buildSchema, execute, getOperationAST, parse, validate, type DocumentNode } from 'graphql';
import { clientDocuments } from '#fixtures/client-documents.ts';
import { loadAppSyncSchema } from './appsync-schema.ts';
import { mergeQueries, type QueryRequest } from './merge-operations.ts';

const schema = buildSchema(`
  type Query { viewer: User, post(id: ID!): Post, posts(limit: Int!): [Post!]! }
  type User { id: ID!, name: String!, posts(limit: Int!): [Post!]! }
  type Post { id: ID!, title: String!, author: User! }
`);

/** A resolver root that counts how often each root field runs. */
function api() {
  const runs: Record<string, number> = {};
  const count = (field: string) => (runs[field] = (runs[field] ?? 0) + 1);
  const post = (id: string) => ({ id, title: `Title ${id}`, author: { id: 'a', name: 'Ada', posts: [] } });
  const user = {
    id: 'u',
    name: 'Una',
    posts: ({ limit }: { limit: number }) => [post('p1'), post('p2')].slice(0, limit),
  };
  const root = {
    viewer: () => (count('viewer'), user),
    post: ({ id }: { id: string }) => (
      count('post'),
      id === 'missing' ? new Error(`No post ${id}`) : post(id)
    ),
    posts: ({ limit }: { limit: number }) => (count('posts'), [post('p1'), post('p2')].slice(0, limit)),
  };
  const run = async (document: DocumentNode | string, variables: Record<string, unknown>) => {
    const parsed = typeof document === 'string' ? parse(document) : document;
    expect(validate(schema, parsed)).toEqual([]);
    const result = await execute({ schema, document: parsed, rootValue: root, variableValues: variables });
    return JSON.parse(JSON.stringify(result)) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; path?: (string | number)[] }[];
    };
  };
  return { runs, run };
}

/** Each query's answer from the merged operation, and from asking it alone. */
async function mergedAndAlone(requests: QueryRequest[]) {
  const merged = mergeQueries(requests);
  const together = api();
  const split = merged.split(await together.run(merged.query, merged.variables));
  const alone = await Promise.all(requests.map(({ document, variables }) => api().run(document, variables)));
  return { merged, split, alone, runs: together.runs };
}

const q = (source: string, variables: Record<string, unknown> = {}): QueryRequest => ({
  document: parse(source),
  variables,
});

test('asks a root field once when several queries select it, each query getting what it asked', async () => {
  const { split, alone, runs } = await mergedAndAlone([
    q('query A { viewer { id name } }'),
    q('query B { viewer { id posts(limit: 1) { title } } }'),
  ]);
  expect(runs).toEqual({ viewer: 1 });
  split.forEach((result, index) => {
    expect(result.errors).toEqual([]);
    expect(result.data).toMatchObject(alone[index]!.data!);
  });
});

test('shares a variable between queries whose values are equal, and keeps unequal ones apart', async () => {
  const same = await mergedAndAlone([
    q('query A($id: ID!) { post(id: $id) { title } }', { id: 'p1' }),
    q('query B($postId: ID!) { post(id: $postId) { id } }', { postId: 'p1' }),
  ]);
  expect(same.runs).toEqual({ post: 1 });
  expect(same.merged.variables).toEqual({ v0: 'p1' });

  const apart = await mergedAndAlone([
    q('query A($id: ID!) { post(id: $id) { title } }', { id: 'p1' }),
    q('query B($id: ID!) { post(id: $id) { title } }', { id: 'p2' }),
  ]);
  expect(apart.runs).toEqual({ post: 2 });
  expect(apart.split.map((result) => result.data)).toEqual(apart.alone.map((result) => result.data));
});

test('aliases a root field apart when a field below it differs in its arguments', async () => {
  const { split, alone, runs } = await mergedAndAlone([
    q('query A { viewer { posts(limit: 1) { id } } }'),
    q('query B { viewer { posts(limit: 2) { id } } }'),
  ]);
  expect(runs).toEqual({ viewer: 2 });
  expect(split.map((result) => result.data)).toEqual(alone.map((result) => result.data));
});

test('renames a fragment whose name another query uses for a different selection', async () => {
  const { split, alone } = await mergedAndAlone([
    q('query A { viewer { ...Who } } fragment Who on User { name }'),
    q('query B { post(id: "p1") { author { ...Who } } } fragment Who on User { id }'),
    q('query C { viewer { ...Who } } fragment Who on User { name }'),
  ]);
  split.forEach((result, index) => expect(result.data).toMatchObject(alone[index]!.data!));
  expect(split[1]!.data).toEqual({ post: { author: { id: 'a' } } });
});

test('gives each query only the errors of its own fields, under its own keys; pathless errors to all', () => {
  const merged = mergeQueries([
    q('query A($id: ID!) { missing: post(id: $id) { id } }', { id: 'missing' }),
    q('query B { viewer { id } }'),
  ]);
  const [first, second] = merged.split({
    data: { missing: null, viewer: { id: 'u' } },
    errors: [{ message: 'No post missing', path: ['missing'] }, { message: 'Throttled' }],
  });
  expect(first).toEqual({
    data: { missing: null },
    errors: [{ message: 'No post missing', path: ['missing'] }, { message: 'Throttled' }],
  });
  expect(second).toEqual({ data: { viewer: { id: 'u' } }, errors: [{ message: 'Throttled' }] });
});

test('plans a combination once: the same documents with the same shape of values give the same text', () => {
  const a = parse('query A($id: ID!) { post(id: $id) { title } }');
  const b = parse('query B { viewer { id } }');
  const first = mergeQueries([
    { document: a, variables: { id: 'p1' } },
    { document: b, variables: {} },
  ]);
  const second = mergeQueries([
    { document: a, variables: { id: 'p9' } },
    { document: b, variables: {} },
  ]);
  expect(second.query).toBe(first.query);
  expect(second.variables).toEqual({ v0: 'p9' });
});

test('plans again when values that were equal are not', () => {
  const a = parse('query A($id: ID!) { post(id: $id) { title } }');
  const b = parse('query B($id: ID!) { post(id: $id) { id } }');
  const equal = mergeQueries([
    { document: a, variables: { id: 'p1' } },
    { document: b, variables: { id: 'p1' } },
  ]);
  const apart = mergeQueries([
    { document: a, variables: { id: 'p1' } },
    { document: b, variables: { id: 'p2' } },
  ]);
  const equalAgain = mergeQueries([
    { document: a, variables: { id: 'p7' } },
    { document: b, variables: { id: 'p7' } },
  ]);
  expect(equal.variables).toEqual({ v0: 'p1' });
  expect(apart.variables).toEqual({ v0: 'p1', v1: 'p2' });
  expect(apart.query).not.toBe(equal.query);
  expect(equalAgain.query).toBe(equal.query);
  expect(equalAgain.variables).toEqual({ v0: 'p7' });
});

test('refuses what it cannot merge: mutations and fragments at the root', () => {
  expect(() => mergeQueries([q('mutation M { viewer { id } }')])).toThrow('exactly one query');
  expect(() => mergeQueries([q('query A { ...Root } fragment Root on Query { viewer { id } }')])).toThrow(
    'root fragments',
  );
});

/** Sample variables: every value distinct, or every value of a type the same (the most merging). */
function sampleVariables(document: DocumentNode, index: number, shared: boolean) {
  return Object.fromEntries(
    (getOperationAST(document)?.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      shared ? 'same' : `${index}-${definition.variable.name.value}`,
    ]),
  );
}

test.each([false, true])(
  'merges every query of the client into a document the API accepts (shared values: %s)',
  async (shared) => {
    const documents = [...(await clientDocuments()).values()].filter(
      (document) => getOperationAST(document)?.operation === 'query',
    );
    expect(documents.length).toBeGreaterThan(20);
    const merged = mergeQueries(
      documents.map((document, index) => ({ document, variables: sampleVariables(document, index, shared) })),
    );
    expect(validate(loadAppSyncSchema(), parse(merged.query))).toEqual([]);
  },
);
