import type { SQSEvent } from 'aws-lambda';
import { createFollowingFanOut } from '#functions/posts/feeds/fan-out.ts';
import { createPostEventsConsumer } from '#functions/posts/publishing/create-post-events-consumer.ts';
import { makeCollection, makePost, makeUser, type NewPost } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * The signed-in home's feeds (issue #16, decisions 211–213) through the local AppSync over DynamoDB
 * Local, on a table of their own (For you reads the newest stories of the whole table).
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
const hour = 3_600_000;
const now = Date.now();
const people: Record<'ada' | 'ben' | 'cal' | 'rea' | 'oli', string> = {
  ada: '',
  ben: '',
  cal: '',
  rea: '',
  oli: '',
};
let journalId = '';

const data = () => table.data;
const tag = (slug: string) => ({ slug, displayTitle: slug[0]!.toUpperCase() + slug.slice(1) });

/** A listed story `hoursAgo` old, with its tag listings written as publishing writes them. */
async function story(creatorId: string, hoursAgo: number, overrides: Partial<NewPost> = {}) {
  const publishedAt = now - hoursAgo * hour;
  const { post } = await makePost(
    data(),
    { creatorId, firstPublishedAt: publishedAt, tags: [tag('writing')], ...overrides },
    { paragraphs: null },
  );
  for (const { slug } of post.tags ?? []) {
    await data().entities.tagPost.put({ tagSlug: slug, postId: post.id, publishedAt }).go();
  }
  return post.id;
}

async function ask(query: string, viewerId: string, variables: Record<string, unknown> = {}) {
  const body = await api.graphql(query, variables, viewerId);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

const follow = (
  viewerId: string,
  field: 'followUser' | 'followCollection' | 'followTag',
  argument: string,
  id: string,
) => ask(`mutation ($id: ID!) { ${field}(${argument}: $id) { __typename } }`, viewerId, { id });

const followingQuery = `query ($paging: PagingOptions) {
  followingFeed(paging: $paging) { posts { id } pagingInfo { next { to } } }
}`;
const following = async (viewerId: string) =>
  (await ask(followingQuery, viewerId, { paging: { limit: 25 } })).followingFeed.posts.map(
    (post: { id: string }) => post.id,
  );

const forYouQuery = `query ($paging: PagingOptions) {
  recommendedFeed(paging: $paging) {
    items { id post { id creator { id } } reason { kind tagSlug tagTitle } }
    pagingInfo { next { limit to } }
  }
}`;
interface ForYouItem {
  id: string;
  post: { id: string; creator: { id: string } };
  reason: { kind: string; tagSlug: string | null; tagTitle: string | null };
}
async function forYou(viewerId: string, limit = 25, to?: string) {
  const answer = await ask(forYouQuery, viewerId, { paging: { limit, to } });
  return answer.recommendedFeed as { items: ForYouItem[]; pagingInfo: { next: { to: string } | null } };
}

const consumer = () =>
  createPostEventsConsumer(
    { invalidate: async () => undefined },
    { error: jest.fn() },
    undefined,
    undefined,
    createFollowingFanOut(data()),
  );
const deliver = (...bodies: unknown[]) =>
  consumer()(
    {
      Records: bodies.map((body, index) => ({ messageId: `m${index}`, body: JSON.stringify(body) })),
    } as SQSEvent,
    {} as never,
  );
const published = (postId: string, creatorId: string) => ({
  type: 'post-published',
  eventId: `${postId}-1`,
  postId,
  creatorId,
  uniqueSlug: `a-story-${postId}`,
  username: 'someone',
  collectionSlug: null,
  republished: false,
  notifyFollowers: false,
  publishedAt: now,
});

const ada: string[] = [];
beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data);
  for (const name of Object.keys(people) as (keyof typeof people)[]) {
    people[name] = (await makeUser(data(), { username: `${name}feeds` })).id;
  }
  journalId = (await makeCollection(data(), { creatorId: people.cal })).id;
  // Ada's five stories, oldest 50 hours ago: a follow backfills the newest three.
  for (const hoursAgo of [50, 40, 30, 20, 10]) ada.push(await story(people.ada, hoursAgo));
  await data().entities.tag.put({ slug: 'data', displayTitle: 'Data', postCount: 1 }).go();
}, 60_000);
afterAll(() => table.close());

describe('Following: fan-out on write, backfill on follow, filtered on read (decision 211)', () => {
  it("backfills a followed writer's newest three stories at once", async () => {
    await follow(people.rea, 'followUser', 'targetUserId', people.ada);
    expect(await following(people.rea)).toEqual([ada[4], ada[3], ada[2]]);
  });

  it("fans a first publish out to the writer's followers through the content-events consumer, not a republish", async () => {
    const fresh = await story(people.ada, 1);
    const republished = await story(people.ada, 2);
    const answer = await deliver(published(fresh, people.ada), {
      ...published(republished, people.ada),
      republished: true,
    });
    expect(answer.batchItemFailures).toEqual([]);
    const feed = await following(people.rea);
    expect(feed[0]).toBe(fresh);
    expect(feed).not.toContain(republished);
    // The writer's own story stays out of their feed (they do not follow themselves).
    expect(await following(people.ada)).toEqual([]);
  });

  it("fans an approval into a publication out to the publication's followers", async () => {
    await follow(people.oli, 'followCollection', 'targetCollectionId', journalId);
    const approved = await story(people.ben, 3, { collectionId: journalId, statusForCollection: 'APPROVED' });
    await deliver({ type: 'post-approved', postId: approved });
    expect(await following(people.oli)).toContain(approved);
    // A later follower of the publication gets it from the follow's backfill.
    const pat = (await makeUser(data(), { username: 'patfeeds' })).id;
    await follow(pat, 'followCollection', 'targetCollectionId', journalId);
    expect(await following(pat)).toEqual([approved]);
  });

  it('reaches at most the cap of followers of one source, written in batches of 25', async () => {
    const writer = (await makeUser(data(), { username: 'capwriter' })).id;
    const fans = [];
    for (let index = 0; index < 30; index++) {
      const fan = (await makeUser(data(), { username: `capfan${index}` })).id;
      await data()
        .entities.follow.create({
          followerId: fan,
          targetKind: 'user',
          targetId: writer,
          createdAt: now + index,
        })
        .go();
      fans.push(fan);
    }
    const postId = await story(writer, 1);
    await createFollowingFanOut(data(), { cap: 27 })({ type: 'post-published', postId });
    const reached = await Promise.all(
      fans.map(
        async (fan) => (await data().entities.feedItem.query.byReader({ readerId: fan }).go()).data.length,
      ),
    );
    expect(reached.filter((count) => count === 1)).toHaveLength(27);
    const item = (await data().entities.feedItem.query.byReader({ readerId: fans[29]! }).go()).data[0]!;
    // The TTL: about 30 days from now, in epoch seconds.
    expect(item.expiresAt).toBeGreaterThan(now / 1000 + 29 * 86_400);
  });

  it('leaves out trashed and unlisted stories, muted writers, and writers no longer followed', async () => {
    const [, , trashed, unlisted] = await following(people.rea);
    const { post } = data().entities;
    await post.patch({ id: trashed }).composite({ creatorId: people.ada }).set({ status: 'DELETED' }).go();
    await post
      .patch({ id: unlisted })
      .composite({ creatorId: people.ada })
      .set({ visibility: 'UNLISTED' })
      .go();
    const feed = await following(people.rea);
    expect(feed).not.toContain(trashed);
    expect(feed).not.toContain(unlisted);
    expect(feed.length).toBeGreaterThan(0);

    await ask(`mutation ($id: ID!) { muteUser(targetUserId: $id) { __typename } }`, people.rea, {
      id: people.ada,
    });
    expect(await following(people.rea)).toEqual([]);
    await ask(`mutation ($id: ID!) { unmuteUser(targetUserId: $id) { __typename } }`, people.rea, {
      id: people.ada,
    });
    expect((await following(people.rea)).length).toBeGreaterThan(0);

    await ask(`mutation ($id: ID!) { unfollowUser(targetUserId: $id) { __typename } }`, people.rea, {
      id: people.ada,
    });
    expect(await following(people.rea)).toEqual([]);
    await follow(people.rea, 'followUser', 'targetUserId', people.ada);
  });

  it('is empty for a visitor', async () => {
    const body = await api.graphql(followingQuery, { paging: { limit: 5 } });
    expect(body.data?.followingFeed.posts).toEqual([]);
  });
});

describe('For you: ranked on read with reasons, diversity and paging (decision 212)', () => {
  const benStories: string[] = [];
  let designStory = '';
  let readStory = '';

  beforeAll(async () => {
    // Ben writes eight fresh, clapped Data stories: without the diversity rule he would fill the page.
    for (let index = 0; index < 8; index++) {
      benStories.push(await story(people.ben, 0.5 + index * 0.1, { tags: [tag('data')], clapCount: 200 }));
    }
    designStory = await story(people.cal, 5, { tags: [tag('design')] });
    readStory = await story(people.cal, 6, { tags: [tag('design')] });
    await follow(people.rea, 'followTag', 'tagSlug', 'data');
  });

  it('gives every card a reason: a followed writer, a followed tag', async () => {
    const { items } = await forYou(people.rea);
    const byId = new Map(items.map((item) => [item.post.id, item]));
    const adas = items.filter((item) => item.post.creator.id === people.ada);
    expect(adas.map((item) => item.reason)).toContainEqual({
      kind: 'FOLLOWED_WRITER',
      tagSlug: null,
      tagTitle: null,
    });
    expect(byId.get(benStories[0]!)?.reason).toEqual({
      kind: 'FOLLOWED_TAG',
      tagSlug: 'data',
      tagTitle: 'Data',
    });
    expect(items.every((item) => item.reason.kind.length > 0)).toBe(true);
  });

  it('shows at most 2 stories of one writer in every 10', async () => {
    const { items } = await forYou(people.rea);
    const bens = (start: number) =>
      items.slice(start, start + 10).filter((item) => item.post.creator.id === people.ben).length;
    for (let start = 0; start < items.length; start += 10) expect(bens(start)).toBeLessThanOrEqual(2);
    // Ben's two best are on top: fresh, clapped and in a followed tag.
    expect(bens(0)).toBe(2);
  });

  it("uses the reader's own reading history, never another reader's", async () => {
    const design = (items: ForYouItem[]) => items.find((item) => item.post.id === designStory)?.reason.kind;
    await data().entities.readingHistory.put({ userId: people.oli, postId: readStory, lastReadAt: now }).go();
    expect(design((await forYou(people.rea)).items)).toBe('NEW_IN_TAG');
    await data().entities.readingHistory.put({ userId: people.rea, postId: readStory, lastReadAt: now }).go();
    const { items } = await forYou(people.rea);
    expect(design(items)).toBe('READING_HISTORY');
    // What the reader read is not recommended again.
    expect(items.map((item) => item.post.id)).not.toContain(readStory);
  });

  it("leaves out muted writers, and the reader's own stories", async () => {
    await ask(`mutation ($id: ID!) { muteUser(targetUserId: $id) { __typename } }`, people.rea, {
      id: people.ben,
    });
    const ids = (await forYou(people.rea)).items.map((item) => item.post.creator.id);
    expect(ids).not.toContain(people.ben);
    await ask(`mutation ($id: ID!) { unmuteUser(targetUserId: $id) { __typename } }`, people.rea, {
      id: people.ben,
    });
    expect((await forYou(people.ada)).items.map((item) => item.post.creator.id)).not.toContain(people.ada);
  });

  it('pages through the ranking with its cursor, each story once; a forged cursor is a BadRequest', async () => {
    const whole = (await forYou(people.rea)).items.map((item) => item.id);
    const paged: string[] = [];
    let to: string | undefined;
    do {
      const page = await forYou(people.rea, 4, to);
      paged.push(...page.items.map((item) => item.id));
      to = page.pagingInfo.next?.to;
    } while (to);
    expect(paged).toEqual(whole);
    const forged = await api.graphql(forYouQuery, { paging: { limit: 4, to: 'eyJwayI6IngifQ' } }, people.rea);
    expect(forged.errors?.[0]?.errorType).toBe('BadRequest');
  });

  it("lists the reader's followed tags for the tag tabs, and nothing for a visitor", async () => {
    expect((await ask('{ followedTags { id displayTitle } }', people.rea)).followedTags).toEqual([
      { id: 'data', displayTitle: 'Data' },
    ]);
    expect((await api.graphql('{ followedTags { id } }', {})).data?.followedTags).toEqual([]);
  });
});
