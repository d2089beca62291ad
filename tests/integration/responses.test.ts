import { makePost, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';
import { responseMessages, responsesPageSize } from '#contract/responses.ts';

/** Threaded responses through the local AppSync and the posts Lambda, over DynamoDB Local. */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data);
});
afterAll(() => table.close());

const refusals = (...names: string[]) => names.map((name) => `... on ${name} { message }`).join(' ');
const responseBody = `id parentPostId approvalState isDeleted isFromMutedWriter viewerCanModerate
  viewerIsWriter paragraphs { text } post { id responsesCount clapCount creator { id } }`;
const responseFields = `... on PostResponse { ${responseBody} }`;
const writeRefusals = refusals(
  'ResponseClosed',
  'PublishingRestrictedBannedLinks',
  'BadRequest',
  'NotFound',
  'Forbidden',
  'Conflict',
  'RateLimited',
  'Unauthorized',
);

const call = async (query: string, variables: Record<string, unknown>, viewerId?: string) => {
  const answer = await api.graphql(query, variables, viewerId);
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data!)[0];
};

const paragraphsOf = (text: string) => [{ name: 'r1', type: 'P', text, markups: [] }];

const respond = (viewerId: string | undefined, inResponseToPostId: string, text: string) =>
  call(
    `mutation ($input: PublishResponseInput!) { publishResponse(input: $input) {
      __typename ${responseFields} ${writeRefusals} } }`,
    { input: { inResponseToPostId, paragraphs: paragraphsOf(text) } },
    viewerId,
  );

const editResponse = (viewerId: string, responseId: string, text: string) =>
  call(
    `mutation ($input: EditResponseInput!) { editResponse(input: $input) {
      __typename ${responseFields} ${writeRefusals} } }`,
    { input: { responseId, paragraphs: paragraphsOf(text) } },
    viewerId,
  );

const deleteResponse = (viewerId: string, responseId: string) =>
  call(
    `mutation ($responseId: ID!) { deleteResponse(responseId: $responseId) {
      __typename ... on ResponseDeleted { responseId parentPostId kept }
      ${refusals('BadRequest', 'NotFound', 'Forbidden', 'RateLimited', 'Unauthorized')} } }`,
    { responseId },
    viewerId,
  );

const moderate = (
  mutation: 'hidePostResponse' | 'unhidePostResponseOnParentPost',
  viewerId: string,
  parentPostId: string,
  postResponseId: string,
) =>
  call(
    `mutation ($parentPostId: ID!, $postResponseId: ID!) {
      ${mutation}(parentPostId: $parentPostId, postResponseId: $postResponseId) {
        __typename ${responseFields} ${refusals('BadRequest', 'NotFound', 'Forbidden', 'Conflict', 'RateLimited', 'Unauthorized')} } }`,
    { parentPostId, postResponseId },
    viewerId,
  );

const thread = (
  postId: string,
  options: { viewerId?: string; sortType?: string; limit?: number; to?: string | null } = {},
) =>
  call(
    `query ($postId: ID!, $paging: PagingOptions, $sortType: ResponseSortType) {
      threadedPostResponses(postId: $postId, postResponsesPaging: $paging, sortType: $sortType) {
        __typename ... on PostResponseConnection { responses { ${responseBody} }
          pagingInfo { next { limit to } } } ${refusals('BadRequest', 'NotFound')} } }`,
    {
      postId,
      sortType: options.sortType ?? 'MOST_RECENT',
      paging: { limit: options.limit ?? responsesPageSize(0), to: options.to ?? null },
    },
    options.viewerId,
  );

/** Every response of a level, page after page. */
async function wholeLevel(postId: string, sortType: string, viewerId?: string) {
  const ids: string[] = [];
  let to: string | null = null;
  do {
    const page = await thread(postId, { sortType, to, viewerId });
    ids.push(...page.responses.map((response: { id: string }) => response.id));
    to = page.pagingInfo.next?.to ?? null;
  } while (to);
  return ids;
}

const countOf = async (postId: string) =>
  (await call(`query ($id: ID!) { postResult(id: $id) { ... on Post { responsesCount } } }`, { id: postId }))
    .responsesCount;

async function storyWithReaders(readerCount: number, overrides: { allowResponses?: boolean } = {}) {
  const writer = await makeUser(table.data);
  const { post } = await makePost(table.data, { creatorId: writer.id, tags: [], ...overrides });
  const readers = await Promise.all(Array.from({ length: readerCount }, () => makeUser(table.data)));
  return { writer, story: post, readers };
}

describe('readers respond to a story', () => {
  test('100 concurrent responders: responsesCount is exactly 100 and every response is listed once, in both orders', async () => {
    const { story, readers } = await storyWithReaders(100);
    const answers = await Promise.all(
      readers.map((reader, index) => respond(reader.id, story.id, `Response number ${index}`)),
    );
    expect(answers.map((answer) => answer.__typename)).toEqual(readers.map(() => 'PostResponse'));
    expect(await countOf(story.id)).toBe(100);
    const written = answers.map((answer) => answer.id).sort();
    for (const sortType of ['MOST_RECENT', 'MOST_RELEVANT']) {
      const listed = await wholeLevel(story.id, sortType);
      expect(listed).toHaveLength(100);
      expect([...listed].sort()).toEqual(written);
    }
  }, 60_000);

  test('a reply three levels deep is counted on its own parent and read level by level', async () => {
    const { story, readers } = await storyWithReaders(3);
    const first = await respond(readers[0]!.id, story.id, 'A response');
    const second = await respond(readers[1]!.id, first.id, 'A reply');
    const third = await respond(readers[2]!.id, second.id, 'A reply to the reply');
    expect(third).toMatchObject({
      __typename: 'PostResponse',
      parentPostId: second.id,
      viewerIsWriter: true,
    });
    expect([await countOf(story.id), await countOf(first.id), await countOf(second.id)]).toEqual([1, 1, 1]);
    expect((await thread(second.id)).responses.map((response: { id: string }) => response.id)).toEqual([
      third.id,
    ]);
    // A response is read under its story, never in a feed.
    const profile = await call(
      `query ($id: ID!) { userResult(id: $id) { ... on User { postsConnection { posts { id } } } } }`,
      { id: readers[0]!.id },
    );
    expect(profile.postsConnection.posts).toEqual([]);
  });

  test('a closed discussion refuses with the spec message and stores nothing, replies included', async () => {
    const open = await storyWithReaders(1);
    const earlier = await respond(open.readers[0]!.id, open.story.id, 'Before it closed');
    await table.data.entities.post.patch({ id: open.story.id }).set({ allowResponses: false }).go();
    for (const parentId of [open.story.id, earlier.id]) {
      expect(await respond(open.readers[0]!.id, parentId, 'After it closed')).toEqual({
        __typename: 'ResponseClosed',
        message: responseMessages.closed,
      });
    }
    expect(await editResponse(open.readers[0]!.id, earlier.id, 'Changed')).toMatchObject({
      __typename: 'ResponseClosed',
    });
    expect(await countOf(open.story.id)).toBe(1);
    expect(await countOf(earlier.id)).toBe(0);
    expect(await wholeLevel(open.story.id, 'MOST_RECENT')).toEqual([earlier.id]);
    expect((await thread(open.story.id)).responses[0].paragraphs[0].text).toBe('Before it closed');
  });

  test('signed out, empty or unknown: Unauthorized, BadRequest, NotFound, and nothing stored', async () => {
    const { story, readers } = await storyWithReaders(1);
    expect(await respond(undefined, story.id, 'Hello')).toMatchObject({ __typename: 'Unauthorized' });
    expect(await respond(readers[0]!.id, story.id, '   ')).toMatchObject({ __typename: 'BadRequest' });
    expect(await respond(readers[0]!.id, 'ffffffffffff', 'Hello')).toMatchObject({ __typename: 'NotFound' });
    expect(await countOf(story.id)).toBe(0);
  });
});

describe('only a response’s writer edits and deletes it', () => {
  test('someone else is Forbidden; the writer edits, then deletes, and the count follows', async () => {
    const { story, readers } = await storyWithReaders(2);
    const [writer, other] = readers.map((reader) => reader.id) as [string, string];
    const response = await respond(writer, story.id, 'First words');
    expect(await editResponse(other, response.id, 'Not yours')).toMatchObject({ __typename: 'Forbidden' });
    expect(await deleteResponse(other, response.id)).toMatchObject({ __typename: 'Forbidden' });
    const edited = await editResponse(writer, response.id, 'Better words');
    expect(edited.paragraphs[0].text).toBe('Better words');
    expect((await thread(story.id)).responses[0].paragraphs[0].text).toBe('Better words');
    // Your stories' trash is for stories: a response leaves its thread only through deleteResponse.
    const trashed = await call(
      `mutation ($id: ID!) { deletePost(targetPostId: $id) { __typename ... on BadRequest { message } } }`,
      { id: response.id },
      writer,
    );
    expect(trashed).toEqual({ __typename: 'BadRequest', message: responseMessages.deleteUnderParent });
    expect(await countOf(story.id)).toBe(1);
    expect(await deleteResponse(writer, response.id)).toEqual({
      __typename: 'ResponseDeleted',
      responseId: response.id,
      parentPostId: story.id,
      kept: false,
    });
    expect(await countOf(story.id)).toBe(0);
    expect(await wholeLevel(story.id, 'MOST_RECENT')).toEqual([]);
  });

  test('a response with replies keeps its place and its replies, its text removed', async () => {
    const { story, readers } = await storyWithReaders(2);
    const response = await respond(readers[0]!.id, story.id, 'Say something');
    const reply = await respond(readers[1]!.id, response.id, 'A reply');
    expect(await deleteResponse(readers[0]!.id, response.id)).toMatchObject({ kept: true });
    const [kept] = (await thread(story.id)).responses;
    expect(kept).toMatchObject({ id: response.id, isDeleted: true });
    expect(await wholeLevel(response.id, 'MOST_RECENT')).toEqual([reply.id]);
    expect(await countOf(story.id)).toBe(1);
  });
});

describe('the story’s writer hides responses', () => {
  test('only the parent’s writer hides and shows; readers do not see a hidden response, nor count it', async () => {
    const { writer, story, readers } = await storyWithReaders(2);
    const [responder, bystander] = readers.map((reader) => reader.id) as [string, string];
    const response = await respond(responder, story.id, 'Off topic');
    expect(await moderate('hidePostResponse', bystander, story.id, response.id)).toMatchObject({
      __typename: 'Forbidden',
    });
    expect(await moderate('hidePostResponse', responder, story.id, response.id)).toMatchObject({
      __typename: 'Forbidden',
    });
    expect(await moderate('hidePostResponse', writer.id, story.id, response.id)).toMatchObject({
      __typename: 'PostResponse',
      approvalState: 'REMOVED',
    });
    expect(await countOf(story.id)).toBe(0);
    expect(await wholeLevel(story.id, 'MOST_RECENT', bystander)).toEqual([]);
    expect(await wholeLevel(story.id, 'MOST_RELEVANT')).toEqual([]);
    const seenByWriter = (await thread(story.id, { viewerId: writer.id })).responses;
    expect(seenByWriter).toMatchObject([
      { id: response.id, approvalState: 'REMOVED', viewerCanModerate: true },
    ]);
    expect(await moderate('unhidePostResponseOnParentPost', bystander, story.id, response.id)).toMatchObject({
      __typename: 'Forbidden',
    });
    expect(await moderate('unhidePostResponseOnParentPost', writer.id, story.id, response.id)).toMatchObject({
      approvalState: 'APPROVED',
    });
    expect(await countOf(story.id)).toBe(1);
    expect(await wholeLevel(story.id, 'MOST_RECENT', bystander)).toEqual([response.id]);
  });
});

describe('a writer the reader muted', () => {
  test('has their responses marked for that reader only', async () => {
    const { story, readers } = await storyWithReaders(3);
    const [muted, muter, other] = readers.map((reader) => reader.id) as [string, string, string];
    const response = await respond(muted, story.id, 'Loud opinions');
    await table.data.entities.mute
      .put({ muterId: muter, targetKind: 'user', targetId: muted, createdAt: Date.now() })
      .go();
    expect((await thread(story.id, { viewerId: muter })).responses).toMatchObject([
      { id: response.id, isFromMutedWriter: true },
    ]);
    expect((await thread(story.id, { viewerId: other })).responses).toMatchObject([
      { id: response.id, isFromMutedWriter: false },
    ]);
  });
});
