import { makePost, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';
import { responseMessages } from '#contract/responses.ts';
import { responseDraftMessages } from '#contract/response-drafts.ts';

/**
 * Responses written in the full editor (issue #13, decision 121) through the local AppSync and the
 * posts Lambda, over DynamoDB Local: a response draft is started on a story or on the reader's own
 * RESPONSE quote, saved like any draft, and published under its story by publishResponse's transaction.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data);
});
afterAll(() => table.close());

const refusals = (...names: string[]) => names.map((name) => `... on ${name} { message }`).join(' ');
const draftFields = '... on PostDraft { id version status inResponseToPostId quotedText }';
const responseFields = '... on PostResponse { id parentPostId quotedText paragraphs { text } post { id } }';
const everyRefusal = refusals(
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

type Target = { inResponseToPostId: string } | { inResponseToQuoteId: string };

const startResponseDraft = (viewerId: string, input: Target) =>
  call(
    `mutation ($input: ResponseTargetInput!) { startResponseDraft(input: $input) {
      __typename ${draftFields} ${refusals('ResponseClosed', 'BadRequest', 'NotFound', 'RateLimited', 'Unauthorized')} } }`,
    { input },
    viewerId,
  );

const saveDraft = (viewerId: string, postId: string, baseVersion: number, text: string) =>
  call(
    `mutation ($input: SaveDraftInput!) { saveDraft(input: $input) {
      __typename ... on DraftSaved { version } ${refusals('BadRequest', 'NotFound', 'RateLimited', 'Unauthorized')} } }`,
    {
      input: {
        postId,
        baseVersion,
        title: '',
        subtitle: '',
        paragraphs: [{ name: 'a1b2', type: 'P', text, markups: [] }],
      },
    },
    viewerId,
  );

const publishResponseDraft = (viewerId: string, postId: string) =>
  call(
    `mutation ($postId: ID!) { publishResponseDraft(postId: $postId) { __typename ${responseFields} ${everyRefusal} } }`,
    { postId },
    viewerId,
  );

/** A response draft with some text saved: its id. */
async function draftedResponse(viewerId: string, target: Target, text: string) {
  const started = await startResponseDraft(viewerId, target);
  expect(started.__typename).toBe('PostDraft');
  expect((await saveDraft(viewerId, started.id, started.version, text)).__typename).toBe('DraftSaved');
  return started.id as string;
}

const countOf = async (postId: string) =>
  (await call(`query ($id: ID!) { postResult(id: $id) { ... on Post { responsesCount } } }`, { id: postId }))
    .responsesCount;

const newestResponses = async (postId: string) =>
  (
    await call(
      `query ($postId: ID!) { threadedPostResponses(postId: $postId, sortType: MOST_RECENT,
        postResponsesPaging: { limit: 25 }) { ... on PostResponseConnection {
          responses { id quotedText paragraphs { text } } } } }`,
      { postId },
    )
  ).responses as { id: string; quotedText: string | null; paragraphs: { text: string }[] }[];

const shelf = async (viewerId: string, filterBy: 'DRAFTS' | 'RESPONSES') =>
  (
    await call(
      `query ($filterBy: YourStoriesFilter!) { yourStories(filterBy: $filterBy) { ... on YourStories { posts { id } } } }`,
      { filterBy },
      viewerId,
    )
  ).posts.map((post: { id: string }) => post.id);

async function storyAndReaders(readerCount: number) {
  const writer = await makeUser(table.data);
  const { post } = await makePost(table.data, { creatorId: writer.id, tags: [] });
  const readers = await Promise.all(Array.from({ length: readerCount }, () => makeUser(table.data)));
  return { writer, story: post, readers };
}

describe('a response written in the full editor', () => {
  test('is a draft on the drafts shelf, then published under its story once, counted exactly once', async () => {
    const { story, readers } = await storyAndReaders(1);
    const reader = readers[0]!.id;
    const id = await draftedResponse(
      reader,
      { inResponseToPostId: story.id },
      'A long answer, written at leisure.',
    );
    expect(await shelf(reader, 'DRAFTS')).toContain(id);
    expect(await countOf(story.id)).toBe(0);
    // The publish dialog's mutation does not publish a response draft as a story.
    const asStory = await call(
      `mutation ($input: PublishPostInput!) { publishPost(input: $input) { __typename ${refusals('BadRequest')} } }`,
      {
        input: {
          postId: id,
          tags: [],
          visibility: 'PUBLIC',
          isLocked: false,
          allowResponses: true,
          notifyFollowers: false,
        },
      },
      reader,
    );
    expect(asStory).toEqual({ __typename: 'BadRequest', message: responseDraftMessages.publishAsResponse });

    const published = await publishResponseDraft(reader, id);
    expect(published).toMatchObject({
      __typename: 'PostResponse',
      id,
      parentPostId: story.id,
      quotedText: null,
      paragraphs: [{ text: 'A long answer, written at leisure.' }],
    });
    expect(await countOf(story.id)).toBe(1);
    expect((await newestResponses(story.id)).map((response) => response.id)).toEqual([id]);
    expect(await shelf(reader, 'RESPONSES')).toContain(id);
    expect(await shelf(reader, 'DRAFTS')).not.toContain(id);
    // Publishing it again counts nothing twice.
    expect(await publishResponseDraft(reader, id)).toEqual({
      __typename: 'BadRequest',
      message: responseDraftMessages.alreadyPublished,
    });
    expect(await countOf(story.id)).toBe(1);
  });

  test('20 concurrent publishes of different drafts to one story: responsesCount is exactly 20', async () => {
    const { story, readers } = await storyAndReaders(20);
    const drafts = await Promise.all(
      readers.map((reader, index) =>
        draftedResponse(reader.id, { inResponseToPostId: story.id }, `Response number ${index}.`),
      ),
    );
    const published = await Promise.all(
      drafts.map((id, index) => publishResponseDraft(readers[index]!.id, id)),
    );
    expect(published.map((answer) => answer.__typename)).toEqual(drafts.map(() => 'PostResponse'));
    expect(await countOf(story.id)).toBe(20);
    expect((await newestResponses(story.id)).map((response) => response.id).sort()).toEqual(
      [...drafts].sort(),
    );
  });

  test('only its writer publishes it: anyone else gets the NotFound of an unknown draft', async () => {
    const { story, readers } = await storyAndReaders(2);
    const [reader, other] = readers.map((user) => user.id) as [string, string];
    const id = await draftedResponse(reader, { inResponseToPostId: story.id }, 'Mine.');
    expect((await publishResponseDraft(other, id)).__typename).toBe('NotFound');
    expect(await countOf(story.id)).toBe(0);
  });

  test('a closed story refuses in the spec’s words, at the start and at the publish, and nothing is written', async () => {
    const { story, readers } = await storyAndReaders(1);
    const reader = readers[0]!.id;
    const id = await draftedResponse(reader, { inResponseToPostId: story.id }, 'Written while it was open.');
    await table.data.entities.post.patch({ id: story.id }).set({ allowResponses: false }).go();
    const closed = { __typename: 'ResponseClosed', message: responseMessages.closed };
    expect(await startResponseDraft(reader, { inResponseToPostId: story.id })).toEqual(closed);
    expect(await publishResponseDraft(reader, id)).toEqual(closed);
    expect(await countOf(story.id)).toBe(0);
    expect(await newestResponses(story.id)).toEqual([]);
    // The text is still the writer's draft.
    const draft = await call(
      `query ($postId: ID!) { postDraft(postId: $postId) { ... on PostDraft { status bodyModel { paragraphs { text } } } } }`,
      { postId: id },
      reader,
    );
    expect(draft).toEqual({
      status: 'DRAFT',
      bodyModel: { paragraphs: [{ text: 'Written while it was open.' }] },
    });
  });

  test('an unknown story, or one the reader may not read, is NotFound', async () => {
    const reader = await makeUser(table.data);
    const writer = await makeUser(table.data);
    const { post: draft } = await makePost(table.data, { creatorId: writer.id, status: 'DRAFT' });
    for (const inResponseToPostId of ['0a0a0a0a0a0a0a0a', draft.id])
      expect(await startResponseDraft(reader.id, { inResponseToPostId })).toEqual({
        __typename: 'NotFound',
        message: responseMessages.noStory(inResponseToPostId),
      });
  });
});

describe('a response to a quote', () => {
  const quote = (viewerId: string, postId: string, quoteType: 'HIGHLIGHT' | 'RESPONSE') =>
    call(
      `mutation ($input: CreateQuoteInput!) { createQuote(input: $input) { __typename ... on Quote { quoteId quote } } }`,
      // storyBody: p1 is 'Paragraph 1 of the story.'; 'of the story' is at 12–24.
      { input: { postId, quoteType, paragraphName: 'p1', startOffset: 12, endOffset: 24 } },
      viewerId,
    );

  test('answers the quoted story and carries the passage into the thread', async () => {
    const { story, readers } = await storyAndReaders(1);
    const reader = readers[0]!.id;
    const { quoteId } = await quote(reader, story.id, 'RESPONSE');
    const started = await startResponseDraft(reader, { inResponseToQuoteId: quoteId });
    expect(started).toMatchObject({
      inResponseToPostId: story.id,
      quotedText: 'of the story',
      status: 'DRAFT',
    });
    await saveDraft(reader, started.id, started.version, 'Which story, exactly?');
    expect(await publishResponseDraft(reader, started.id)).toMatchObject({
      __typename: 'PostResponse',
      parentPostId: story.id,
      quotedText: 'of the story',
    });
    expect(await newestResponses(story.id)).toEqual([
      { id: started.id, quotedText: 'of the story', paragraphs: [{ text: 'Which story, exactly?' }] },
    ]);
    expect(await countOf(story.id)).toBe(1);
  });

  test('a quote of someone else, a highlight, an unknown or malformed id: a clear refusal, no draft', async () => {
    const { story, readers } = await storyAndReaders(2);
    const [reader, other] = readers.map((user) => user.id) as [string, string];
    const { quoteId: theirs } = await quote(other, story.id, 'RESPONSE');
    const { quoteId: highlight } = await quote(reader, story.id, 'HIGHLIGHT');
    for (const inResponseToQuoteId of [theirs, highlight, 'ffffffffffffffff'])
      expect(await startResponseDraft(reader, { inResponseToQuoteId })).toEqual({
        __typename: 'NotFound',
        message: responseDraftMessages.noQuote(inResponseToQuoteId),
      });
    expect((await startResponseDraft(reader, { inResponseToQuoteId: 'nope' })).__typename).toBe('BadRequest');
    expect(
      await call(
        `mutation ($input: ResponseTargetInput!) { startResponseDraft(input: $input) { __typename ${refusals('BadRequest')} } }`,
        { input: { inResponseToPostId: story.id, inResponseToQuoteId: theirs } },
        reader,
      ),
    ).toEqual({
      __typename: 'BadRequest',
      message: expect.stringContaining(responseDraftMessages.oneTarget),
    });
    expect(await shelf(reader, 'DRAFTS')).toEqual([]);
  });

  test('what the editor shows above it: the story and the passage, for the quote’s reader only', async () => {
    const { story, readers } = await storyAndReaders(2);
    const [reader, other] = readers.map((user) => user.id) as [string, string];
    const { quoteId } = await quote(reader, story.id, 'RESPONSE');
    const target = (viewerId: string) =>
      call(
        `query ($input: ResponseTargetInput!) { responseTarget(input: $input) {
          __typename ... on ResponseTarget { quotedText post { id title } } ${refusals('NotFound')} } }`,
        { input: { inResponseToQuoteId: quoteId } },
        viewerId,
      );
    expect(await target(reader)).toEqual({
      __typename: 'ResponseTarget',
      quotedText: 'of the story',
      post: { id: story.id, title: story.title },
    });
    expect((await target(other)).__typename).toBe('NotFound');
  });
});
