import { makePost, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';
import { countRequests } from '#local/request-counter.ts';

/**
 * Profile and people pages (issue #16) through the local AppSync over DynamoDB Local: the about page's
 * user, has-recommended, responses, private highlights and who to follow.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
let requests: ReturnType<typeof countRequests>;

beforeAll(async () => {
  table = await createTestTable();
  requests = countRequests(table.client);
  api = startLocalApi(table.data, Date.now, { queue: { send: async () => undefined } });
});
afterAll(() => table.close());

type Data = Record<string, any>;

const call = async (query: string, variables: Record<string, unknown>, viewerId?: string): Promise<Data> => {
  const answer = await api.graphql(query, variables, viewerId);
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data!)[0] as Data;
};

const profile = (username: string, fields: string, viewerId?: string) =>
  call(
    `query ($username: String) { userResult(username: $username) { __typename ... on User { ${fields} } } }`,
    { username },
    viewerId,
  );

const clap = (viewerId: string, postId: string) =>
  call(
    `mutation ($id: ID!) { clap(targetPostId: $id, numClaps: 3) { __typename } }`,
    { id: postId },
    viewerId,
  );

const social = (field: string, argument: string, id: string, viewerId: string) =>
  call(`mutation ($id: ID!) { ${field}(${argument}: $id) { __typename } }`, { id }, viewerId);

let next = 0;
const person = (overrides: Record<string, unknown> = {}) =>
  makeUser(table.data, { username: `profile${(next += 1)}`, ...overrides });

describe('the about page', () => {
  test("a user's bio, counts, membership and last story, for anyone", async () => {
    const writer = await person({ bio: 'Writes about rivers.', followerCount: 2, followingCount: 1 });
    const older = Date.UTC(2026, 1, 1);
    const newer = Date.UTC(2026, 2, 1);
    await makePost(table.data, { creatorId: writer.id, firstPublishedAt: older });
    await makePost(table.data, { creatorId: writer.id, firstPublishedAt: newer });
    const quiet = await person();
    const about = await profile(
      writer.username,
      'bio socialStats { followerCount followingCount } mediumMemberAt lastPostCreatedAt',
    );
    expect(about).toEqual({
      __typename: 'User',
      bio: 'Writes about rivers.',
      socialStats: { followerCount: 2, followingCount: 1 },
      mediumMemberAt: null,
      lastPostCreatedAt: newer / 1000,
    });
    expect((await profile(quiet.username, 'lastPostCreatedAt')).lastPostCreatedAt).toBeNull();
  });
});

describe('has-recommended', () => {
  test('the listed stories a person clapped, newest clap first; unlisted ones and responses stay out', async () => {
    const writer = await person();
    const reader = await person();
    const first = (await makePost(table.data, { creatorId: writer.id, title: 'First clapped' })).post;
    const second = (await makePost(table.data, { creatorId: writer.id, title: 'Second clapped' })).post;
    const unlisted = (await makePost(table.data, { creatorId: writer.id, visibility: 'UNLISTED' })).post;
    await clap(reader.id, first.id);
    await clap(reader.id, unlisted.id);
    await clap(reader.id, second.id);
    requests.reset();
    const page = await profile(
      reader.username,
      'clappedPostsConnection(paging: { limit: 10 }) { posts { id title } pagingInfo { next { limit } } }',
    );
    expect(page.clappedPostsConnection).toEqual({
      posts: [
        { id: second.id, title: 'Second clapped' },
        { id: first.id, title: 'First clapped' },
      ],
      pagingInfo: { next: null },
    });
    // The user by username, 1 Query of gsi1 beside 1 of the viewer's mutes (none: a visitor), 1 BatchGet.
    expect(requests.commands().length).toBeLessThanOrEqual(4);
    const writerPage = await profile(writer.username, 'clappedPostsConnection { posts { id } }');
    expect(writerPage.clappedPostsConnection.posts).toEqual([]);

    // A viewer who muted the writer sees none of the writer's stories on the reader's tab.
    const muter = await person();
    await social('muteUser', 'targetUserId', writer.id, muter.id);
    const muted = await profile(reader.username, 'clappedPostsConnection { posts { id } }', muter.id);
    expect(muted.clappedPostsConnection.posts).toEqual([]);
  });
});

describe('responses', () => {
  test("a person's published responses, newest first", async () => {
    const writer = await person();
    const responder = await person();
    const story = (await makePost(table.data, { creatorId: writer.id })).post;
    const published = await call(
      `mutation ($input: PublishResponseInput!) { publishResponse(input: $input) {
        __typename ... on PostResponse { post { id } } } }`,
      {
        input: {
          inResponseToPostId: story.id,
          paragraphs: [{ name: 'r1', type: 'P', text: 'A thoughtful answer.', markups: [] }],
        },
      },
      responder.id,
    );
    expect(published.__typename).toBe('PostResponse');
    // The story itself is no response: it stays off its writer's responses.
    expect(
      (await profile(writer.username, 'responsesConnection { posts { id } }')).responsesConnection.posts,
    ).toEqual([]);
    const page = await profile(responder.username, 'responsesConnection { posts { id title } }');
    expect(page.responsesConnection.posts).toEqual([
      { id: published.post.id, title: 'A thoughtful answer.' },
    ]);
  });
});

describe('private highlights', () => {
  const passage = { paragraphName: 'p1', startOffset: 12, endOffset: 24 };
  const highlight = (viewerId: string, postId: string, isPrivate: boolean) =>
    call(
      `mutation ($input: CreateQuoteInput!) { createQuote(input: $input) {
        __typename ... on Quote { quoteId isPrivate } } }`,
      { input: { postId, quoteType: 'HIGHLIGHT', ...passage, isPrivate } },
      viewerId,
    );
  const highlightsOf = (username: string, viewerId?: string) =>
    profile(username, 'highlights { quotes { quoteId isPrivate } }', viewerId);
  const storyHighlights = async (postId: string, viewerId?: string) =>
    (
      await call(
        `query ($id: ID!) { postResult(id: $id) { ... on Post { content {
          topHighlight { readerCount } viewerHighlights { quoteId isPrivate } } } } }`,
        { id: postId },
        viewerId,
      )
    ).content;

  test('shown to their reader alone, never counted in the tally', async () => {
    const writer = await person();
    const story = (await makePost(table.data, { creatorId: writer.id })).post;
    const [owner, second, third, other] = await Promise.all([person(), person(), person(), person()]);
    const mine = await highlight(owner.id, story.id, true);
    expect(mine).toMatchObject({ __typename: 'Quote', isPrivate: true });
    await highlight(second.id, story.id, true);
    await highlight(third.id, story.id, true);

    // Three readers marked the passage privately: no top highlight, and the tally never moved.
    expect((await storyHighlights(story.id, other.id)).topHighlight).toBeNull();
    const tally = await table.data.entities.highlightTally
      .get({ id: story.id, ...passage })
      .go({ consistent: true });
    expect(tally.data?.readerCount ?? 0).toBe(0);

    expect((await storyHighlights(story.id, owner.id)).viewerHighlights).toEqual([
      { quoteId: mine.quoteId, isPrivate: true },
    ]);
    expect((await highlightsOf(owner.username, owner.id)).highlights.quotes).toEqual([
      { quoteId: mine.quoteId, isPrivate: true },
    ]);
    expect((await highlightsOf(owner.username, other.id)).highlights.quotes).toEqual([]);
    expect((await highlightsOf(owner.username)).highlights.quotes).toEqual([]);
    const byId = await call(
      `query ($id: ID!) { quote(quoteId: $id) { __typename } }`,
      { id: mine.quoteId },
      other.id,
    );
    expect(byId.__typename).toBe('NotFound');
  });

  test('a highlight made private leaves the tally, made public again joins it; only its reader may', async () => {
    const writer = await person();
    const story = (await makePost(table.data, { creatorId: writer.id })).post;
    const [reader, other] = await Promise.all([person(), person()]);
    const created = await highlight(reader.id, story.id, false);
    const setPrivacy = (viewerId: string, isPrivate: boolean) =>
      call(
        `mutation ($id: ID!, $isPrivate: Boolean!) { setHighlightPrivacy(quoteId: $id, isPrivate: $isPrivate) {
          __typename ... on Quote { isPrivate } ... on Forbidden { message } } }`,
        { id: created.quoteId, isPrivate },
        viewerId,
      );
    const readers = async () =>
      (await table.data.entities.highlightTally.get({ id: story.id, ...passage }).go({ consistent: true }))
        .data?.readerCount;
    expect(await readers()).toBe(1);
    expect(await setPrivacy(reader.id, true)).toEqual({ __typename: 'Quote', isPrivate: true });
    expect(await setPrivacy(reader.id, true)).toEqual({ __typename: 'Quote', isPrivate: true });
    expect(await readers()).toBe(0);
    expect((await highlightsOf(reader.username)).highlights.quotes).toEqual([]);
    expect(await setPrivacy(other.id, false)).toMatchObject({ __typename: 'Forbidden' });
    expect(await setPrivacy(reader.id, false)).toEqual({ __typename: 'Quote', isPrivate: false });
    expect(await readers()).toBe(1);
    expect((await highlightsOf(reader.username)).highlights.quotes).toHaveLength(1);
  });

  test('a public highlight still counts, and deleting a private one moves no tally', async () => {
    const writer = await person();
    const story = (await makePost(table.data, { creatorId: writer.id })).post;
    const [open, secret] = await Promise.all([person(), person()]);
    expect(await highlight(open.id, story.id, false)).toMatchObject({ isPrivate: false });
    const hidden = await highlight(secret.id, story.id, true);
    await call(
      `mutation ($id: ID!) { deleteQuote(quoteId: $id) { __typename } }`,
      { id: hidden.quoteId },
      secret.id,
    );
    const tally = await table.data.entities.highlightTally
      .get({ id: story.id, ...passage })
      .go({ consistent: true });
    expect(tally.data?.readerCount).toBe(1);
    expect((await highlightsOf(open.username)).highlights.quotes).toHaveLength(1);
  });
});

describe('who to follow', () => {
  const whoToFollow = (viewerId?: string, limit = 20) =>
    api
      .graphql(
        `query ($limit: Int) { whoToFollow(limit: $limit) { user { id name } reason { kind subject } } }`,
        { limit },
        viewerId,
      )
      .then((answer) => {
        expect(answer.errors).toBeUndefined();
        return answer.data!.whoToFollow as Data[];
      });

  test('people followed by those the viewer follows, writers of their tags, popular writers; never themselves, followed or muted', async () => {
    const viewer = await person();
    const ada = await person({ name: 'Ada' });
    const [cy, dee, eve, fay, gus] = await Promise.all([
      person({ name: 'Cy' }),
      person({ name: 'Dee' }),
      person({ name: 'Eve' }),
      person({ name: 'Fay' }),
      person({ name: 'Gus' }),
    ]);
    await social('followUser', 'targetUserId', ada.id, viewer.id);
    await social('followUser', 'targetUserId', eve.id, viewer.id);
    await social('muteUser', 'targetUserId', dee.id, viewer.id);
    for (const followed of [cy, dee, eve, viewer])
      await social('followUser', 'targetUserId', followed.id, ada.id);

    const slug = `rivers-${next}`;
    await table.data.entities.tag.put({ slug, displayTitle: 'Rivers' }).go();
    const fays = (await makePost(table.data, { creatorId: fay.id, tags: [{ slug, displayTitle: 'Rivers' }] }))
      .post;
    await table.data.entities.tagPost
      .put({ tagSlug: slug, postId: fays.id, publishedAt: fays.firstPublishedAt! })
      .go();
    await social('followTag', 'tagSlug', slug, viewer.id);
    await makePost(table.data, { creatorId: gus.id, clapCount: 1_000_000, firstPublishedAt: Date.now() });

    requests.reset();
    const suggestions = await whoToFollow(viewer.id);
    expect(requests.commands().length).toBeLessThanOrEqual(14);
    const ids = suggestions.map((item) => item.user.id);
    expect(suggestions.slice(0, 3)).toEqual([
      { user: { id: cy.id, name: 'Cy' }, reason: { kind: 'FOLLOWED_BY', subject: 'Ada' } },
      { user: { id: fay.id, name: 'Fay' }, reason: { kind: 'WRITES_ABOUT', subject: 'Rivers' } },
      { user: { id: gus.id, name: 'Gus' }, reason: { kind: 'POPULAR', subject: null } },
    ]);
    for (const left of [viewer, ada, dee, eve]) expect(ids).not.toContain(left.id);

    expect(await whoToFollow(viewer.id, 1)).toHaveLength(1);
    const forVisitor = await whoToFollow(undefined, 1);
    expect(forVisitor).toEqual([
      { user: { id: gus.id, name: 'Gus' }, reason: { kind: 'POPULAR', subject: null } },
    ]);
  });

  test('a limit out of range is a clear error', async () => {
    const answer = await api.graphql(`query { whoToFollow(limit: 50) { user { id } } }`, {});
    expect(answer.errors?.[0]?.message).toContain('at most 20');
  });
});
