import type { SQSEvent } from 'aws-lambda';
import { createNotificationsConsumer } from '#functions/users/notifications/create-notifications-consumer.ts';
import { createPostEventsConsumer } from '#functions/posts/publishing/create-post-events-consumer.ts';
import { keptActorIds } from '#functions/users/notifications/notification-keys.ts';
import type { NotificationEvent } from '#shared/queues/notification-event.ts';
import { makeCollection, makePost, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * Notifications (issue #16): the producers' messages through the local AppSync and the posts and users
 * Lambdas, the notifications consumer over DynamoDB Local, and what the owner — and only the owner —
 * reads back.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
const queued: NotificationEvent[] = [];
const logger = { error: jest.fn() };

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data, Date.now, {
    queue: {
      send: async (queue, messages) => {
        if (queue === 'notifications') queued.push(...(messages as NotificationEvent[]));
      },
    },
  });
});
afterAll(() => table.close());
beforeEach(() => {
  queued.length = 0;
});

const consumer = () => createNotificationsConsumer(table.data, logger);

/** Delivers messages (by default, everything queued) to the consumer, as SQS would. */
async function deliver(messages: readonly unknown[] = queued.splice(0)) {
  const answer = await consumer()({
    Records: messages.map((message, index) => ({ messageId: `m${index}`, body: JSON.stringify(message) })),
  } as SQSEvent);
  expect(answer.batchItemFailures).toEqual([]);
}

const refusals = '... on BadRequest { message } ... on Unauthorized { message }';
const list = async (viewerId: string | undefined, tab = 'ALL', paging: object = { limit: 25 }) =>
  (
    await api.graphql(
      `query ($tab: NotificationTab, $paging: PagingOptions) { notifications(tab: $tab, paging: $paging) {
        __typename ${refusals}
        ... on NotificationConnection {
          notifications { id kind actorCount isUnread occurredAt catalogId
            actors { id name } post { id title } response { id }
            catalog { id name slugId } }
          pagingInfo { next { limit to } }
        } } }`,
      { tab, paging },
      viewerId,
    )
  ).data?.notifications;

const unread = async (viewerId: string | undefined) =>
  (await api.graphql('query { notificationStatus { unreadNotificationCount } }', {}, viewerId)).data
    ?.notificationStatus?.unreadNotificationCount;

const call = async (mutation: string, variables: Record<string, unknown>, viewerId: string) => {
  const answer = await api.graphql(mutation, variables, viewerId);
  expect(answer.errors).toBeUndefined();
  return answer.data;
};

const follow = (viewerId: string, targetUserId: string) =>
  call(
    'mutation ($targetUserId: ID!) { followUser(targetUserId: $targetUserId) { __typename } }',
    { targetUserId },
    viewerId,
  );
const mute = (viewerId: string, targetUserId: string) =>
  call(
    'mutation ($targetUserId: ID!) { muteUser(targetUserId: $targetUserId) { __typename } }',
    { targetUserId },
    viewerId,
  );
const clap = (viewerId: string, targetPostId: string, numClaps = 1) =>
  call(
    `mutation ($targetPostId: ID!, $numClaps: Int!) { clap(targetPostId: $targetPostId, numClaps: $numClaps) {
      __typename } }`,
    { targetPostId, numClaps },
    viewerId,
  );
const respond = async (viewerId: string, inResponseToPostId: string) =>
  (
    await call(
      `mutation ($input: PublishResponseInput!) { publishResponse(input: $input) {
        __typename ... on PostResponse { post { id } } } }`,
      {
        input: {
          inResponseToPostId,
          paragraphs: [{ name: 'r1', type: 'P', text: 'Well said.', markups: [] }],
        },
      },
      viewerId,
    )
  )?.publishResponse.post.id as string;
const markRead = (viewerId: string) =>
  call('mutation { markNotificationsRead { __typename } }', {}, viewerId);
const storedNotifications = async (ownerId: string) =>
  (await table.data.entities.notification.query.byGroup({ ownerId }).go({ pages: 'all' })).data;

async function writerWithStory(title = 'On notifications') {
  const writer = await makeUser(table.data, { name: 'Wren Writer' });
  const { post } = await makePost(table.data, { creatorId: writer.id, title });
  return { writer, post };
}

test('a new follower is told to the writer alone; a visitor is refused', async () => {
  const { writer } = await writerWithStory();
  const reader = await makeUser(table.data, { name: 'Ruth Alvarez' });
  await follow(reader.id, writer.id);
  await deliver();

  const mine = await list(writer.id);
  expect(mine.notifications).toEqual([
    expect.objectContaining({
      kind: 'NEW_FOLLOWER',
      actorCount: 1,
      isUnread: true,
      actors: [{ id: reader.id, name: 'Ruth Alvarez' }],
      post: null,
    }),
  ]);
  expect((await list(reader.id)).notifications).toEqual([]);
  expect((await list(undefined)).__typename).toBe('Unauthorized');
  expect(await unread(undefined)).toBeUndefined();
});

test('claps on a story gather in one notification, each clapper once, the newest first; the item keeps 20 ids', async () => {
  const { writer, post } = await writerWithStory('Clapped for');
  const clappers = [];
  for (let index = 0; index < keptActorIds + 5; index += 1) {
    clappers.push(await makeUser(table.data, { name: `Clapper ${index}` }));
  }
  for (const clapper of clappers) await clap(clapper.id, post.id);
  await clap(clappers[0]!.id, post.id, 3); // clapping again counts nobody twice
  await clap(writer.id, post.id); // one's own claps tell nobody
  await deliver();

  const [notification, ...others] = (await list(writer.id)).notifications;
  expect(others).toEqual([]);
  expect(notification).toMatchObject({
    kind: 'CLAP',
    actorCount: clappers.length,
    post: { id: post.id, title: 'Clapped for' },
  });
  expect(notification.actors.map((actor: { id: string }) => actor.id)).toEqual(
    clappers
      .slice(-3)
      .reverse()
      .map((clapper) => clapper.id),
  );
  const [stored] = await storedNotifications(writer.id);
  expect(stored?.actorIds).toHaveLength(keptActorIds);
  expect(stored?.actorCount).toBe(clappers.length);
});

test('responses and replies: the Responses tab shows them alone', async () => {
  const { writer, post } = await writerWithStory();
  const reader = await makeUser(table.data);
  await follow(reader.id, writer.id);
  const responseId = await respond(reader.id, post.id);
  const replyId = await respond(writer.id, responseId);
  await deliver();

  const writers = await list(writer.id, 'RESPONSES');
  expect(writers.notifications).toEqual([
    expect.objectContaining({
      kind: 'RESPONSE',
      post: expect.objectContaining({ id: post.id }),
      response: { id: responseId },
    }),
  ]);
  expect((await list(writer.id)).notifications.map((n: { kind: string }) => n.kind)).toEqual([
    'RESPONSE',
    'NEW_FOLLOWER',
  ]);
  expect((await list(reader.id, 'RESPONSES')).notifications).toEqual([
    expect.objectContaining({
      kind: 'REPLY',
      post: expect.objectContaining({ id: post.id }),
      response: { id: replyId },
    }),
  ]);
});

test('a highlight and a follow of a public list notify; a private list cannot be followed, and reading notifies nobody', async () => {
  const { writer, post } = await writerWithStory();
  const reader = await makeUser(table.data);
  await call(
    `mutation ($input: CreateQuoteInput!) { createQuote(input: $input) { __typename } }`,
    { input: { postId: post.id, paragraphName: 'p0', startOffset: 0, endOffset: 5, quoteType: 'HIGHLIGHT' } },
    reader.id,
  );
  const makeList = async (visibility: string) =>
    (
      await call(
        `mutation ($input: CreateCatalogInput!) { createCatalog(input: $input) { ... on Catalog { id } } }`,
        { input: { name: `A ${visibility} list`, visibility } },
        writer.id,
      )
    )?.createCatalog.id as string;
  const followList = (catalogId: string) =>
    call(
      'mutation ($catalogId: ID!) { followCatalog(catalogId: $catalogId) { __typename } }',
      { catalogId },
      reader.id,
    );
  const publicList = await makeList('PUBLIC');
  const privateList = await makeList('PRIVATE');
  await followList(publicList);
  expect((await followList(privateList))?.followCatalog.__typename).toBe('NotFound');
  await call(
    'mutation ($postId: ID!) { recordPostRead(postId: $postId, progress: FINISHED) { __typename } }',
    { postId: post.id },
    reader.id,
  );
  expect(queued.map((event) => event.type === 'notify' && event.kind)).toEqual([
    'HIGHLIGHT',
    'LIST_FOLLOWED',
  ]);
  await deliver();

  expect((await list(writer.id)).notifications).toEqual([
    expect.objectContaining({
      kind: 'LIST_FOLLOWED',
      catalogId: publicList,
      actorCount: 1,
      catalog: expect.objectContaining({
        id: publicList,
        name: 'A PUBLIC list',
      }),
    }),
    expect.objectContaining({
      kind: 'HIGHLIGHT',
      post: expect.objectContaining({ id: post.id }),
      catalog: null,
    }),
  ]);
});

test('muting hides the muted reader’s notifications at once, and nothing new comes from them', async () => {
  const { writer, post } = await writerWithStory();
  const [pest, friend] = [await makeUser(table.data), await makeUser(table.data)];
  await follow(pest.id, writer.id);
  await clap(pest.id, post.id);
  await clap(friend.id, post.id);
  await deliver();
  expect(await unread(writer.id)).toBe(2);

  await mute(writer.id, pest.id);
  expect(await unread(writer.id)).toBe(1);
  const [claps, ...none] = (await list(writer.id)).notifications;
  expect(none).toEqual([]);
  expect(claps).toMatchObject({ kind: 'CLAP', actorCount: 1, actors: [{ id: friend.id }] });

  await respond(pest.id, post.id);
  await deliver();
  expect((await storedNotifications(writer.id)).map((item) => item.kind).sort()).toEqual([
    'CLAP',
    'NEW_FOLLOWER',
  ]);
});

test('a kind turned off in the settings is never created; the others still are', async () => {
  const { writer, post } = await writerWithStory();
  const reader = await makeUser(table.data);
  await call(
    'mutation { updateNotificationSettings(input: { notifyClaps: false }) { __typename } }',
    {},
    writer.id,
  );
  await clap(reader.id, post.id);
  await follow(reader.id, writer.id);
  await deliver();
  expect((await storedNotifications(writer.id)).map((item) => item.kind)).toEqual(['NEW_FOLLOWER']);
});

test('a redelivered message creates nothing twice', async () => {
  const { writer, post } = await writerWithStory();
  const reader = await makeUser(table.data);
  await clap(reader.id, post.id);
  await respond(reader.id, post.id);
  const messages = queued.splice(0);
  await deliver(messages);
  await deliver(messages);
  await deliver([...messages, ...messages]);
  const stored = await storedNotifications(writer.id);
  expect(stored.map((item) => [item.kind, item.actorCount]).sort()).toEqual([
    ['CLAP', 1],
    ['RESPONSE', 1],
  ]);
});

test('unread counts what came after the page was opened, up to 100; marking read drops it to 0', async () => {
  const { writer } = await writerWithStory();
  const at = Date.now();
  const followers = Array.from({ length: 105 }, (_, index) => ({
    type: 'notify',
    kind: 'NEW_FOLLOWER',
    ownerId: writer.id,
    actorId: `follower-${index}`,
    at: at + index,
  }));
  for (let start = 0; start < followers.length; start += 10)
    await deliver(followers.slice(start, start + 10));
  expect(await unread(writer.id)).toBe(100);

  await markRead(writer.id);
  expect(await unread(writer.id)).toBe(0);
  expect((await list(writer.id, 'ALL', { limit: 1 })).notifications[0].isUnread).toBe(false);

  await deliver([{ ...followers[0], actorId: 'one-more', at: Date.now() + 1000 }]);
  expect(await unread(writer.id)).toBe(1);
});

test('pages follow each other newest first, without a notification twice', async () => {
  const { writer } = await writerWithStory();
  const at = Date.now();
  await deliver(
    Array.from({ length: 7 }, (_, index) => ({
      type: 'notify',
      kind: 'NEW_FOLLOWER',
      ownerId: writer.id,
      actorId: `paged-${index}`,
      at: at + index,
    })),
  );
  const seen: string[] = [];
  let paging: object | null = { limit: 3 };
  while (paging) {
    const page = await list(writer.id, 'ALL', paging);
    seen.push(...page.notifications.map((n: { id: string }) => n.id));
    paging = page.pagingInfo.next;
  }
  expect(seen).toEqual(Array.from({ length: 7 }, (_, index) => `${writer.id}:follower#paged-${6 - index}`));
});

test('a first publish tells the writer’s followers, not a muting one; an unlisted story or a republish tells nobody', async () => {
  const { writer, post } = await writerWithStory('Brand new');
  const { post: unlisted } = await makePost(table.data, { creatorId: writer.id, visibility: 'UNLISTED' });
  const [fan, muter] = [await makeUser(table.data), await makeUser(table.data)];
  await follow(fan.id, writer.id);
  await follow(muter.id, writer.id);
  await mute(muter.id, writer.id);
  queued.length = 0;
  const contentEvents = createPostEventsConsumer(
    { invalidate: async () => {} },
    logger,
    undefined,
    { send: async () => {} },
    undefined,
    async (notice) => void queued.push(notice),
  );
  const published = (postId: string, republished: boolean) => ({
    messageId: postId,
    body: JSON.stringify({
      type: 'post-published',
      eventId: `${postId}-1`,
      postId,
      creatorId: writer.id,
      uniqueSlug: `a-story-${postId}`,
      username: writer.username,
      collectionSlug: null,
      republished,
      notifyFollowers: !republished,
      publishedAt: Date.now(),
    }),
  });
  await contentEvents({
    Records: [published(post.id, false), published(unlisted.id, false), published(post.id, true)],
  } as SQSEvent);
  expect(queued).toHaveLength(2);
  await deliver();

  expect((await list(fan.id)).notifications).toEqual([
    expect.objectContaining({
      kind: 'STORY_PUBLISHED',
      actors: [expect.objectContaining({ id: writer.id })],
      post: expect.objectContaining({ title: 'Brand new' }),
    }),
  ]);
  expect(await storedNotifications(muter.id)).toEqual([]);
});

test('an editor’s decision on a submission is told to its writer: approved, or declined', async () => {
  const editor = await makeUser(table.data, { name: 'Rafa Costa' });
  const collection = await makeCollection(table.data, { creatorId: editor.id });
  const writer = await makeUser(table.data);
  const submitted = async (title: string) => {
    const submittedAt = Date.now();
    const { post } = await makePost(table.data, {
      creatorId: writer.id,
      title,
      collectionId: collection.id,
      statusForCollection: 'PENDING',
      submittedAt,
    });
    await table.data.entities.submission
      .put({ collectionId: collection.id, submittedAt, postId: post.id, creatorId: writer.id })
      .go();
    return post.id;
  };
  const decide = async (field: string, postId: string) =>
    expect(
      (
        await call(
          `mutation ($postId: ID!) { ${field}(postId: $postId) { __typename } }`,
          { postId },
          editor.id,
        )
      )?.[field].__typename,
    ).toBe('Post');
  await decide('approvePostSubmission', await submitted('Accepted words'));
  await decide('declinePostSubmission', await submitted('Returned words'));
  await deliver();

  expect((await list(writer.id)).notifications).toEqual([
    expect.objectContaining({
      kind: 'SUBMISSION_DECLINED',
      actors: [expect.objectContaining({ name: 'Rafa Costa' })],
      post: expect.objectContaining({ title: 'Returned words' }),
    }),
    expect.objectContaining({
      kind: 'SUBMISSION_APPROVED',
      post: expect.objectContaining({ title: 'Accepted words' }),
    }),
  ]);
});

test('a gift received names its giver, once per gift order; turned off, it is never created', async () => {
  const giver = await makeUser(table.data, { name: 'Bea Buyer' });
  const [glad, declining] = [await makeUser(table.data), await makeUser(table.data)];
  await call(
    'mutation { updateNotificationSettings(input: { notifyGifts: false }) { __typename } }',
    {},
    declining.id,
  );
  const gift = (ownerId: string) => ({
    type: 'notify',
    kind: 'GIFT_RECEIVED',
    ownerId,
    actorId: giver.id,
    giftOrderId: 'order-1',
    at: Date.now(),
  });
  await deliver([gift(glad.id), gift(glad.id), gift(declining.id)]);

  expect((await list(glad.id)).notifications).toEqual([
    expect.objectContaining({
      kind: 'GIFT_RECEIVED',
      actorCount: 1,
      actors: [expect.objectContaining({ name: 'Bea Buyer' })],
    }),
  ]);
  expect(await storedNotifications(declining.id)).toEqual([]);
});
