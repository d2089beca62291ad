import { makePost, makeUser } from '#fixtures/factories.ts';
import { standInXsrf, startLocalApi } from '#fixtures/local-api.ts';
import { memoryObjectStore } from '#fixtures/memory-object-store.ts';
import { createTestTable } from '#fixtures/table.ts';
import { responseMessages } from '#contract/responses.ts';
import { countRequests } from '#local/request-counter.ts';
import { createHttpHandler } from '#functions/http/create-http-handler.ts';
import type { GraphqlResponse } from '#shared/api/graphql-executor.ts';

/**
 * Claps and responses on lists (issue #13, decision 119) through the local AppSync and the posts
 * Lambda, over DynamoDB Local: the same counters and threads as stories, a list as the target.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data, Date.now, { queue: { send: async () => undefined } });
});
afterAll(() => table.close());

const refusals = (...names: string[]) => names.map((name) => `... on ${name} { message }`).join(' ');
const allRefusals = refusals(
  'BadRequest',
  'NotFound',
  'Forbidden',
  'Conflict',
  'RateLimited',
  'Unauthorized',
);
const responseFields = `... on PostResponse { id parentPostId parentCatalogId approvalState
  viewerCanModerate post { id responsesCount } }`;

const call = async (query: string, variables: Record<string, unknown>, viewerId?: string) => {
  const answer = await api.graphql(query, variables, viewerId);
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data!)[0] as { __typename: string; id?: string; [field: string]: unknown };
};

const createList = async (ownerId: string, visibility = 'PUBLIC') =>
  (await call(
    `mutation ($input: CreateCatalogInput!) { createCatalog(input: $input) { __typename ... on Catalog { id } } }`,
    { input: { name: 'Essays worth a second read', visibility } },
    ownerId,
  )) as unknown as { id: string };

const clapList = (viewerId: string | undefined, targetCatalogId: string, numClaps: number) =>
  call(
    `mutation ($targetCatalogId: ID!, $numClaps: Int!) {
      clapCatalog(targetCatalogId: $targetCatalogId, numClaps: $numClaps) { __typename
        ... on Catalog { id clapCount viewerClapCount }
        ... on ClapLimitReached { message viewerClapCount clapCount clapsLeft }
        ${refusals('BadRequest', 'NotFound', 'Forbidden', 'RateLimited', 'Unauthorized')} } }`,
    { targetCatalogId, numClaps },
    viewerId,
  );

const readList = (catalogSlugId: string, viewerId?: string) =>
  call(
    `query ($catalogSlugId: ID!) { catalog(catalogSlugId: $catalogSlugId) { __typename
      ... on Catalog { id clapCount viewerClapCount responsesCount
        clappers(paging: { limit: 25 }) { clappers { clapCount user { id } } pagingInfo { next { to } } }
        threadedResponses(sortType: MOST_RECENT) { responses { id approvalState } } }
      ${refusals('NotFound', 'BadRequest')} } }`,
    { catalogSlugId },
    viewerId,
  );

const paragraphsOf = (text: string) => [{ name: 'r1', type: 'P', text, markups: [] }];
const writeRefusals = `${refusals('ResponseClosed', 'PublishingRestrictedBannedLinks')} ${allRefusals}`;

const respondToList = (viewerId: string | undefined, catalogId: string, text: string) =>
  call(
    `mutation ($input: PublishCatalogResponseInput!) { publishCatalogResponse(input: $input) {
      __typename ${responseFields} ${writeRefusals} } }`,
    { input: { catalogId, paragraphs: paragraphsOf(text) } },
    viewerId,
  );

const reply = (viewerId: string, inResponseToPostId: string, text: string) =>
  call(
    `mutation ($input: PublishResponseInput!) { publishResponse(input: $input) {
      __typename ${responseFields} ${writeRefusals} } }`,
    { input: { inResponseToPostId, paragraphs: paragraphsOf(text) } },
    viewerId,
  );

const moderate = (
  mutation: 'hideCatalogResponse' | 'showCatalogResponseOnParent',
  viewerId: string,
  parentCatalogId: string,
  catalogResponseId: string,
) =>
  call(
    `mutation ($parentCatalogId: ID!, $catalogResponseId: ID!) {
      ${mutation}(parentCatalogId: $parentCatalogId, catalogResponseId: $catalogResponseId) {
        __typename ${responseFields} ${allRefusals} } }`,
    { parentCatalogId, catalogResponseId },
    viewerId,
  );

const threadOfList = (catalogId: string, viewerId?: string) =>
  call(
    `query ($catalogId: ID!) { threadedCatalogResponses(catalogId: $catalogId,
      catalogResponsesPagingOptions: { limit: 25 }, sortType: MOST_RECENT) { __typename
      ... on PostResponseConnection { responses { id approvalState } } ${refusals('NotFound', 'BadRequest')} } }`,
    { catalogId },
    viewerId,
  );

const readers = (count: number) => Promise.all(Array.from({ length: count }, () => makeUser(table.data)));

describe('claps on a list', () => {
  test('50 readers clapping at once are all counted, exactly; each reader’s 51st clap is refused', async () => {
    const [owner] = await readers(1);
    const list = await createList(owner!.id);
    const clappers = await readers(50);
    const answers = await Promise.all(clappers.map((reader) => clapList(reader.id, list.id, 50)));
    expect(answers.every((answer) => answer.__typename === 'Catalog')).toBe(true);
    expect(await clapList(clappers[0]!.id, list.id, 1)).toEqual({
      __typename: 'ClapLimitReached',
      message: 'You have given this list the most claps a reader can: 50.',
      viewerClapCount: 50,
      clapCount: 2500,
      clapsLeft: 0,
    });
    const seen = await readList(list.id, clappers[1]!.id);
    expect(seen).toMatchObject({ clapCount: 2500, viewerClapCount: 50 });
    expect(seen.clappers).toMatchObject({ pagingInfo: { next: { to: expect.any(String) } } });
    expect((seen.clappers as { clappers: unknown[] }).clappers).toHaveLength(25);
    expect(await readList(list.id)).toMatchObject({ clapCount: 2500, viewerClapCount: 0 });
  });

  test('a request that would pass 50 is refused whole; visitors are told to sign in', async () => {
    const [owner, reader] = await readers(2);
    const list = await createList(owner!.id);
    expect(await clapList(reader!.id, list.id, 45)).toMatchObject({ clapCount: 45, viewerClapCount: 45 });
    expect(await clapList(reader!.id, list.id, 6)).toMatchObject({
      __typename: 'ClapLimitReached',
      clapsLeft: 5,
      clapCount: 45,
    });
    expect(await clapList(undefined, list.id, 1)).toMatchObject({ __typename: 'Unauthorized' });
    expect(await readList(list.id)).toMatchObject({ clapCount: 45 });
  });

  test('the list page’s read takes its total with the list, and no thread without responses', async () => {
    const [owner, reader] = await readers(2);
    const list = await createList(owner!.id);
    await clapList(reader!.id, list.id, 7);
    const counter = countRequests(table.client);
    counter.reset();
    expect(
      await call(
        `query ($id: ID!) { catalog(catalogSlugId: $id) { ... on Catalog { clapCount responsesCount } } }`,
        { id: list.id },
      ),
    ).toEqual({ clapCount: 7, responsesCount: 0 });
    expect(counter.commands()).toEqual(['QueryCommand']);
    // Its owner, whose list has no responses, hidden or not: no thread is read either.
    counter.reset();
    await call(
      `query ($id: ID!) { catalog(catalogSlugId: $id) { ... on Catalog { threadedResponses { responses { id } } } } }`,
      { id: list.id },
      owner!.id,
    );
    expect(counter.commands()).toEqual(['QueryCommand']);
  });
});

describe('responses to a list', () => {
  test('concurrent responders are counted exactly; replies are ordinary replies', async () => {
    const [owner] = await readers(1);
    const list = await createList(owner!.id);
    const responders = await readers(30);
    const answers = await Promise.all(
      responders.map((reader, index) => respondToList(reader.id, list.id, `Response ${index}`)),
    );
    expect(answers.every((answer) => answer.__typename === 'PostResponse')).toBe(true);
    expect(answers[0]).toMatchObject({ parentPostId: '', parentCatalogId: list.id });
    const seen = await readList(list.id);
    expect(seen.responsesCount).toBe(30);
    expect((seen.threadedResponses as { responses: unknown[] }).responses).toHaveLength(10);
    expect((await threadOfList(list.id)).responses).toHaveLength(25);

    const first = answers[0] as { id: string };
    expect(await reply(owner!.id, first.id, 'Thank you')).toMatchObject({
      __typename: 'PostResponse',
      parentPostId: first.id,
      parentCatalogId: null,
    });
    expect(await readList(list.id)).toMatchObject({ responsesCount: 30 });
  });

  test('only the owner hides a response; it leaves the count and comes back when shown', async () => {
    const [owner, responder, other] = await readers(3);
    const list = await createList(owner!.id);
    const response = (await respondToList(responder!.id, list.id, 'A fine list')) as { id: string };
    expect(await moderate('hideCatalogResponse', other!.id, list.id, response.id)).toEqual({
      __typename: 'Forbidden',
      message: responseMessages.onlyListOwner,
    });
    expect(await moderate('hideCatalogResponse', owner!.id, list.id, response.id)).toMatchObject({
      __typename: 'PostResponse',
      approvalState: 'REMOVED',
      viewerCanModerate: true,
    });
    expect(await readList(list.id, other!.id)).toMatchObject({
      responsesCount: 0,
      threadedResponses: { responses: [] },
    });
    expect((await threadOfList(list.id, owner!.id)).responses).toEqual([
      { id: response.id, approvalState: 'REMOVED' },
    ]);
    expect(await moderate('showCatalogResponseOnParent', owner!.id, list.id, response.id)).toMatchObject({
      approvalState: 'APPROVED',
    });
    expect(await readList(list.id, other!.id)).toMatchObject({
      responsesCount: 1,
      threadedResponses: { responses: [{ id: response.id, approvalState: 'APPROVED' }] },
    });
  });

  test('responses to a list stay out of feeds and are on their writer’s responses shelf', async () => {
    const [owner, responder] = await readers(2);
    const list = await createList(owner!.id);
    const response = (await respondToList(responder!.id, list.id, 'Out of every feed')) as { id: string };
    const feed = await call(
      `query { latestPostsFeed(paging: { limit: 25 }) { posts { id } } }`,
      {},
      responder!.id,
    );
    expect((feed.posts as { id: string }[]).map((post) => post.id)).not.toContain(response.id);
    const shelf = await call(
      `query { yourStories(filterBy: RESPONSES) { __typename ... on YourStories { posts { id } } } }`,
      {},
      responder!.id,
    );
    expect(JSON.stringify(shelf)).toContain(response.id);
  });
});

test('a response from a writer the reader muted is still listed, marked for that reader', async () => {
  const [owner, responder, reader] = await readers(3);
  const list = await createList(owner!.id);
  const response = await respondToList(responder!.id, list.id, 'Muted words');
  const muted = await call(
    `mutation ($targetUserId: ID!) { muteUser(targetUserId: $targetUserId) { __typename } }`,
    { targetUserId: responder!.id },
    reader!.id,
  );
  expect(muted.__typename).toBe('User');
  const seen = await call(
    `query ($catalogId: ID!) { threadedCatalogResponses(catalogId: $catalogId) { __typename
      ... on PostResponseConnection { responses { id isFromMutedWriter } } } }`,
    { catalogId: list.id },
    reader!.id,
  );
  expect(seen.responses).toEqual([{ id: response.id, isFromMutedWriter: true }]);
});

describe('a private list', () => {
  test('nobody but its owner may clap, respond or read its responses: NotFound, as an unknown id', async () => {
    const [owner, stranger] = await readers(2);
    const list = await createList(owner!.id, 'PRIVATE');
    const notFound = { __typename: 'NotFound', message: `No list with id ${list.id}.` };
    expect(await clapList(stranger!.id, list.id, 1)).toEqual(notFound);
    expect(await respondToList(stranger!.id, list.id, 'Let me in')).toEqual(notFound);
    expect(await threadOfList(list.id, stranger!.id)).toEqual(notFound);
    expect(await clapList(stranger!.id, 'abcdefabcdef0123', 1)).toMatchObject({ __typename: 'NotFound' });

    expect(await clapList(owner!.id, list.id, 2)).toMatchObject({ clapCount: 2 });
    const own = (await respondToList(owner!.id, list.id, 'A note to self')) as { id: string };
    expect(own).toMatchObject({ __typename: 'PostResponse' });
    expect(await moderate('hideCatalogResponse', stranger!.id, list.id, own.id)).toMatchObject({
      __typename: 'NotFound',
    });
    expect(await readList(list.id, owner!.id)).toMatchObject({ clapCount: 2, responsesCount: 1 });
  });
});

describe('POST /_/vote/list/{catalogId}', () => {
  const http = createHttpHandler({
    executeGraphql: async (request, headers) =>
      (await api.appsync.execute(request, headers)).body as GraphqlResponse,
    queue: { send: async () => undefined },
    objects: memoryObjectStore(),
  });
  const vote = async (path: string, body: unknown, userId: string) => {
    const answer = await http(
      {
        rawPath: path,
        headers: {
          'content-type': 'application/json',
          'x-folio-auth': `viewer:${userId}`,
          'x-xsrf-token': standInXsrf,
        },
        requestContext: { http: { method: 'POST' } },
        body: JSON.stringify(body),
        isBase64Encoded: false,
      } as never,
      { awsRequestId: 'req-1' },
    );
    return { status: answer.statusCode, body: JSON.parse(String(answer.body)) };
  };

  test('claps a list as clapCatalog does; a private list of someone else is 404', async () => {
    const [owner, reader] = await readers(2);
    const list = await createList(owner!.id);
    expect(await vote(`/_/vote/list/${list.id}`, { numClaps: 49 }, reader!.id)).toEqual({
      status: 200,
      body: { id: list.id, clapCount: 49, viewerClapCount: 49 },
    });
    expect(await vote(`/_/vote/list/${list.id}`, { numClaps: 2 }, reader!.id)).toMatchObject({
      status: 409,
      body: { clapsLeft: 1, clapCount: 49 },
    });
    const hidden = await createList(owner!.id, 'PRIVATE');
    expect(await vote(`/_/vote/list/${hidden.id}`, { numClaps: 1 }, reader!.id)).toMatchObject({
      status: 404,
    });
  });
});

test('a story is still clapped and responded to as before beside lists', async () => {
  const [writer, reader] = await readers(2);
  const { post: story } = await makePost(table.data, { creatorId: writer!.id });
  expect(await reply(reader!.id, story.id, 'Still a story')).toMatchObject({
    parentPostId: story.id,
    parentCatalogId: null,
    post: { responsesCount: 0 },
  });
});
