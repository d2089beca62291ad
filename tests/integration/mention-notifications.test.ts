import type { SQSEvent } from 'aws-lambda';
import { draftLimits, draftMessages } from '#contract/draft-limits.ts';
import { createNotificationsConsumer } from '#functions/users/notifications/create-notifications-consumer.ts';
import type { NotificationEvent } from '#shared/queues/notification-event.ts';
import { makeDraft } from '#fixtures/drafts.ts';
import { makeUser } from '#fixtures/factories.ts';
import { publishInput } from '#fixtures/publish-story.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * Mentions (decisions 266, 267): a story or response published through the local AppSync links its
 * mentions to the people who exist and tells each of them once (MENTION), by the notifications
 * consumer's rules, over DynamoDB Local.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
const queued: NotificationEvent[] = [];

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

async function deliver(messages: readonly unknown[]) {
  const answer = await createNotificationsConsumer(table.data, { error: jest.fn() })({
    Records: messages.map((message, index) => ({ messageId: `m${index}`, body: JSON.stringify(message) })),
  } as SQSEvent);
  expect(answer.batchItemFailures).toEqual([]);
}

const call = async (query: string, variables: Record<string, unknown>, viewerId: string) => {
  const answer = await api.graphql(query, variables, viewerId);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
};

const mentionOf = (userId: string, start: number, end: number) => ({
  type: 'A' as const,
  start,
  end,
  userId,
});

/** A paragraph naming each of `users` ("@a @b …"), each name a mention. */
function mentioning(users: readonly { id: string; name: string }[]) {
  let text = '';
  const markups = users.map((user) => {
    const start = text.length;
    text += `${user.name} `;
    return mentionOf(user.id, start, start + user.name.length);
  });
  return { name: 'm1', type: 'P' as const, text: `${text}said so.`, markups };
}

const publish = async (writerId: string, postId: string) =>
  (
    await call(
      `mutation ($input: PublishPostInput!) { publishPost(input: $input) {
        __typename ... on Post { content { bodyModel { paragraphs { markups { type href userId } } } } } } }`,
      { input: publishInput({ postId }) },
      writerId,
    )
  ).publishPost;

const mentionsOf = async (ownerId: string) =>
  (await table.data.entities.notification.query.byGroup({ ownerId }).go({ pages: 'all' })).data.filter(
    (item) => item.kind === 'MENTION',
  );

test('a published story links its mentions and tells each mentioned reader once, by their choices', async () => {
  const writer = await makeUser(table.data, { name: 'Wren Writer' });
  const [told, muter, declined] = await Promise.all(
    ['Ruth Alvarez', 'Mo Muter', 'Dee Declined'].map((name) => makeUser(table.data, { name })),
  );
  await call(
    'mutation ($id: ID!) { muteUser(targetUserId: $id) { __typename } }',
    { id: writer.id },
    muter!.id,
  );
  await call(
    'mutation { updateNotificationSettings(input: { notifyMentions: false }) { __typename } }',
    {},
    declined!.id,
  );
  const gone = { id: 'user-never-was', name: 'Nobody' };
  const postId = await makeDraft(table.data, {
    creatorId: writer.id,
    title: 'On mentions',
    paragraphs: [mentioning([told!, muter!, declined!, writer, gone])],
  });

  const published = await publish(writer.id, postId);
  expect(published.__typename).toBe('Post');
  // The unknown id is plain text now; the others lead to their profiles.
  expect(published.content.bodyModel.paragraphs[0].markups).toEqual(
    [told!, muter!, declined!, writer].map((user) => ({
      type: 'A',
      href: `/@${user.username}`,
      userId: user.id,
    })),
  );
  const messages = queued.filter((event) => event.type === 'notify-mentioned');
  expect(messages).toEqual([
    expect.objectContaining({
      actorId: writer.id,
      postId,
      userIds: [told, muter, declined, writer].map((u) => u!.id),
    }),
  ]);

  await deliver(messages);
  await deliver(messages); // SQS delivers again
  await publish(writer.id, postId); // and the writer publishes an edit
  await deliver(queued.filter((event) => event.type === 'notify-mentioned'));

  expect(await mentionsOf(told!.id)).toEqual([expect.objectContaining({ postId, actorIds: [writer.id] })]);
  expect(await mentionsOf(muter!.id)).toEqual([]);
  expect(await mentionsOf(declined!.id)).toEqual([]);
  expect(await mentionsOf(writer.id)).toEqual([]);
  const page = await call(
    'query { notifications { ... on NotificationConnection { notifications { kind actors { name } post { title } } } } }',
    {},
    told!.id,
  );
  expect(page.notifications.notifications).toEqual([
    { kind: 'MENTION', actors: [{ name: 'Wren Writer' }], post: { title: 'On mentions' } },
  ]);
});

test('a response tells the people it mentions; a story no longer published tells nobody', async () => {
  const writer = await makeUser(table.data, { name: 'Wren Writer' });
  const reader = await makeUser(table.data, { name: 'Ruth Alvarez' });
  const storyId = await makeDraft(table.data, { creatorId: writer.id, title: 'Answered' });
  await publish(writer.id, storyId);
  const responded = await call(
    `mutation ($input: PublishResponseInput!) { publishResponse(input: $input) {
      __typename ... on PostResponse { post { id } } } }`,
    { input: { inResponseToPostId: storyId, paragraphs: [mentioning([writer])] } },
    reader.id,
  );
  const responseId = responded.publishResponse.post.id as string;
  await deliver(queued.filter((event) => event.type === 'notify-mentioned'));
  expect(await mentionsOf(writer.id)).toEqual([expect.objectContaining({ postId: responseId })]);

  const draftId = await makeDraft(table.data, { creatorId: writer.id, paragraphs: [mentioning([reader])] });
  await deliver([
    { type: 'notify-mentioned', actorId: writer.id, postId: draftId, userIds: [reader.id], at: 1 },
  ]);
  expect(await mentionsOf(reader.id)).toEqual([]);
});

test(`a save mentioning more than ${draftLimits.mentionsMax} people, or a mention that is not a link, is a BadRequest`, async () => {
  const writer = await makeUser(table.data);
  const postId = await makeDraft(table.data, { creatorId: writer.id });
  const save = async (paragraphs: unknown[]) =>
    (
      await call(
        `mutation ($input: SaveDraftInput!) { saveDraft(input: $input) {
          __typename ... on BadRequest { message } } }`,
        { input: { postId, baseVersion: 1, title: 'T', subtitle: '', paragraphs } },
        writer.id,
      )
    ).saveDraft;
  const crowd = Array.from({ length: draftLimits.mentionsMax + 1 }, (_, n) => ({
    id: `user-${n}`,
    name: `P${n}`,
  }));
  expect(await save([mentioning(crowd)])).toEqual({
    __typename: 'BadRequest',
    message: expect.stringContaining(draftMessages.tooManyMentions),
  });
  const bold = { ...mentioning([writer]), markups: [{ ...mentionOf(writer.id, 0, 3), type: 'STRONG' }] };
  expect(await save([bold])).toEqual({
    __typename: 'BadRequest',
    message: expect.stringContaining(draftMessages.mentionNotALink),
  });
  expect((await save([mentioning(crowd.slice(0, draftLimits.mentionsMax))])).__typename).toBe('DraftSaved');
});
