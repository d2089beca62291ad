import { highlightLimits } from '#contract/highlights.ts';
import { makePost, makeUser, storyBody } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';
import { countRequests } from '#local/request-counter.ts';

/** Highlights and quotes through the local AppSync and the posts Lambda, over DynamoDB Local. */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data);
});
afterAll(() => table.close());

const refusals = ['BadRequest', 'NotFound', 'Forbidden', 'RateLimited', 'Unauthorized']
  .map((name) => `... on ${name} { message }`)
  .join(' ');
const quoteFields = 'quoteId quoteType paragraphName startOffset endOffset quote note';

const call = async (query: string, variables: Record<string, unknown>, viewerId?: string) => {
  const answer = await api.graphql(query, variables, viewerId);
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data!)[0];
};

interface Range {
  paragraphName: string;
  startOffset: number;
  endOffset: number;
}

const createQuote = (
  viewerId: string | undefined,
  postId: string,
  range: Range,
  extra: { quoteType?: 'HIGHLIGHT' | 'RESPONSE'; note?: string } = {},
) =>
  call(
    `mutation ($input: CreateQuoteInput!) { createQuote(input: $input) {
      __typename ... on Quote { ${quoteFields} } ${refusals.replace('... on Forbidden { message }', '')} } }`,
    { input: { postId, quoteType: 'HIGHLIGHT', ...range, ...extra } },
    viewerId,
  );

const deleteQuote = (viewerId: string | undefined, quoteId: string) =>
  call(
    `mutation ($quoteId: ID!) { deleteQuote(quoteId: $quoteId) { __typename ... on Quote { quoteId } ${refusals} } }`,
    { quoteId },
    viewerId,
  );

const storyPage = async (postId: string, viewerId?: string) =>
  (
    await call(
      `query ($id: ID!) { postResult(id: $id) { ... on Post { content {
        topHighlight { paragraphName startOffset endOffset quote readerCount }
        viewerHighlights { ${quoteFields} } } } } }`,
      { id: postId },
      viewerId,
    )
  ).content;

// storyBody: p1 is 'Paragraph 1 of the story.'; 'of the story' is at 12–24.
const ofTheStory = { paragraphName: 'p1', startOffset: 12, endOffset: 24 };

async function story() {
  const writer = await makeUser(table.data);
  return (await makePost(table.data, { creatorId: writer.id })).post;
}

const readers = (count: number) => Promise.all(Array.from({ length: count }, () => makeUser(table.data)));

describe('highlights', () => {
  test('a reader highlights a passage: the text comes from the story, and the story page shows it to them only', async () => {
    const post = await story();
    const [reader, other] = await readers(2);
    const created = await createQuote(reader!.id, post.id, ofTheStory);
    expect(created).toMatchObject({
      __typename: 'Quote',
      quoteType: 'HIGHLIGHT',
      quote: 'of the story',
      ...ofTheStory,
    });
    expect((await storyPage(post.id, reader!.id)).viewerHighlights).toEqual([
      expect.objectContaining({ quoteId: created.quoteId, quote: 'of the story' }),
    ]);
    expect((await storyPage(post.id, other!.id)).viewerHighlights).toEqual([]);
    expect(await storyPage(post.id)).toEqual({ topHighlight: null, viewerHighlights: [] });
  });

  test('the same passage twice is one highlight; a bad range, another paragraph or a visitor is refused', async () => {
    const post = await story();
    const [reader] = await readers(1);
    const first = await createQuote(reader!.id, post.id, ofTheStory);
    const again = await createQuote(reader!.id, post.id, ofTheStory);
    expect(again.quoteId).toBe(first.quoteId);
    expect((await storyPage(post.id, reader!.id)).viewerHighlights).toHaveLength(1);
    expect(await createQuote(reader!.id, post.id, { ...ofTheStory, endOffset: 999 })).toMatchObject({
      __typename: 'BadRequest',
    });
    expect(await createQuote(reader!.id, post.id, { ...ofTheStory, paragraphName: 'nope' })).toMatchObject({
      __typename: 'BadRequest',
    });
    expect(await createQuote(reader!.id, 'abcdefabcdef', ofTheStory)).toMatchObject({
      __typename: 'NotFound',
    });
    expect(await createQuote(undefined, post.id, ofTheStory)).toMatchObject({ __typename: 'Unauthorized' });
  });

  test('past a member-only preview a free reader cannot highlight', async () => {
    const writer = await makeUser(table.data);
    const locked = (
      await makePost(table.data, { creatorId: writer.id, isLocked: true, visibility: 'LOCKED' })
    ).post;
    const [reader] = await readers(1);
    expect(
      await createQuote(reader!.id, locked.id, { paragraphName: 'p11', startOffset: 0, endOffset: 9 }),
    ).toMatchObject({
      __typename: 'BadRequest',
    });
  });

  test('a highlight of a member-only passage is not shown to readers the paywall stops', async () => {
    const writer = await makeUser(table.data);
    const locked = (
      await makePost(table.data, { creatorId: writer.id, isLocked: true, visibility: 'LOCKED' })
    ).post;
    const [free] = await readers(1);
    // Its writer reads the story whole, so may highlight past the preview.
    const created = await createQuote(writer.id, locked.id, {
      paragraphName: 'p11',
      startOffset: 0,
      endOffset: 9,
    });
    expect(created.__typename).toBe('Quote');
    const profile = (viewerId?: string) =>
      call(
        `query ($id: ID) { userResult(id: $id) { ... on User { highlights { quotes { quoteId } } } } }`,
        { id: writer.id },
        viewerId,
      );
    expect((await profile(writer.id)).highlights.quotes).toEqual([{ quoteId: created.quoteId }]);
    expect((await profile(free!.id)).highlights.quotes).toEqual([]);
    expect((await profile()).highlights.quotes).toEqual([]);
    const read = await call(
      `query ($quoteId: ID!) { quote(quoteId: $quoteId) { __typename } }`,
      { quoteId: created.quoteId },
      free!.id,
    );
    expect(read).toEqual({ __typename: 'NotFound' });
  });

  test(`the top highlight shows to everyone once ${highlightLimits.topHighlightReaders} readers agree, and leaves when they do not`, async () => {
    const post = await story();
    const group = await readers(highlightLimits.topHighlightReaders);
    const quotes = [];
    for (const reader of group.slice(0, -1)) quotes.push(await createQuote(reader.id, post.id, ofTheStory));
    expect((await storyPage(post.id)).topHighlight).toBeNull();
    quotes.push(await createQuote(group.at(-1)!.id, post.id, ofTheStory));
    expect((await storyPage(post.id)).topHighlight).toEqual({
      ...ofTheStory,
      quote: 'of the story',
      readerCount: highlightLimits.topHighlightReaders,
    });
    expect(await deleteQuote(group[0]!.id, quotes[0].quoteId)).toEqual({
      __typename: 'Quote',
      quoteId: quotes[0].quoteId,
    });
    expect((await storyPage(post.id)).topHighlight).toBeNull();
  });

  test('concurrent readers are each counted once', async () => {
    const post = await story();
    const group = await readers(highlightLimits.topHighlightReaders + 3);
    await Promise.all(group.map((reader) => createQuote(reader.id, post.id, ofTheStory)));
    expect((await storyPage(post.id)).topHighlight.readerCount).toBe(group.length);
  });

  test('the anonymous story page reads its top highlight in its one Query', async () => {
    const post = await story();
    const counter = countRequests(table.data.table.client);
    counter.reset();
    await storyPage(post.id);
    expect(counter.commands()).toEqual(['QueryCommand']);
  });

  test('highlights survive edits of other paragraphs, follow their text in their own, and hide when it is gone', async () => {
    const post = await story();
    const [reader] = await readers(1);
    await createQuote(reader!.id, post.id, ofTheStory);
    const rewrite = (paragraphs: ReturnType<typeof storyBody>) =>
      table.data.entities.postContent.put({ id: post.id, paragraphs }).go();
    const shown = async () => (await storyPage(post.id, reader!.id)).viewerHighlights;

    await rewrite([{ name: 'new', type: 'P', text: 'A new opening.' }, ...storyBody(12)]);
    expect(await shown()).toEqual([expect.objectContaining(ofTheStory)]);

    const body = storyBody(12);
    body[1] = { ...body[1]!, text: 'Now: paragraph 1 of the story.' };
    await rewrite(body);
    expect(await shown()).toEqual([
      expect.objectContaining({ paragraphName: 'p1', startOffset: 17, endOffset: 29 }),
    ]);

    body[1] = { ...body[1]!, text: 'Rewritten entirely.' };
    await rewrite(body);
    expect(await shown()).toEqual([]);
  });

  test('a private note is its reader’s alone, on the story page and on their profile', async () => {
    const post = await story();
    const [reader, other] = await readers(2);
    const noted = await createQuote(reader!.id, post.id, ofTheStory, { note: 'Remember this.' });
    expect(noted.note).toBe('Remember this.');
    const profile = (viewerId?: string) =>
      call(
        `query ($id: ID) { userResult(id: $id) { ... on User { highlights { quotes { quoteId quote note post { id } } } } } }`,
        { id: reader!.id },
        viewerId,
      );
    expect((await profile(reader!.id)).highlights.quotes).toEqual([
      { quoteId: noted.quoteId, quote: 'of the story', note: 'Remember this.', post: { id: post.id } },
    ]);
    expect((await profile(other!.id)).highlights.quotes).toEqual([
      { quoteId: noted.quoteId, quote: 'of the story', note: null, post: { id: post.id } },
    ]);
    expect((await profile()).highlights.quotes[0].note).toBeNull();
    // The note is changed by highlighting the same passage with another note.
    expect((await createQuote(reader!.id, post.id, ofTheStory, { note: 'Changed.' })).note).toBe('Changed.');
  });

  test('only its reader deletes a highlight', async () => {
    const post = await story();
    const [reader, other] = await readers(2);
    const created = await createQuote(reader!.id, post.id, ofTheStory);
    expect(await deleteQuote(other!.id, created.quoteId)).toMatchObject({ __typename: 'Forbidden' });
    expect(await deleteQuote(undefined, created.quoteId)).toMatchObject({ __typename: 'Unauthorized' });
    expect(await deleteQuote(reader!.id, created.quoteId)).toMatchObject({ __typename: 'Quote' });
    expect(await deleteQuote(reader!.id, created.quoteId)).toMatchObject({ __typename: 'NotFound' });
    expect((await storyPage(post.id, reader!.id)).viewerHighlights).toEqual([]);
  });

  test('a response quote is kept for the response, readable by id, and is no highlight', async () => {
    const post = await story();
    const [reader] = await readers(1);
    const created = await createQuote(reader!.id, post.id, ofTheStory, { quoteType: 'RESPONSE' });
    expect(created).toMatchObject({ __typename: 'Quote', quoteType: 'RESPONSE' });
    const read = await call(
      `query ($quoteId: ID!) { quote(quoteId: $quoteId) { ... on Quote { quote post { id } } } }`,
      { quoteId: created.quoteId },
    );
    expect(read).toEqual({ quote: 'of the story', post: { id: post.id } });
    expect((await storyPage(post.id, reader!.id)).viewerHighlights).toEqual([]);
  });
});
