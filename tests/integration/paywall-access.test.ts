import { xsrfHeaderName } from '#contract/edge-headers.ts';
import { defaultMeter } from '#contract/paywall-meter.ts';
import { createHandler } from '#functions/posts/handler.ts';
import type { GraphqlPost } from '#functions/posts/mappers.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { makePost, makeUser, storyBody } from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';
import { countRequests } from '#local/request-counter.ts';

/**
 * Member-only bodies reach exactly the viewers allowed (issue #14): members and the writer (always),
 * friend-link holders (decision 142) and signed-in non-members within the metered allowance (decision
 * 141) on the story page; every other path sends them the preview. Through the posts Lambda over
 * DynamoDB Local; the story page's server render is covered in paywall-pages.test.ts.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let handler: ReturnType<typeof createHandler>;
let requests: ReturnType<typeof countRequests>;
let writerId: string;

const hiddenText = 'Paragraph 12 of the story.';
const allowance = defaultMeter.stories;

beforeAll(async () => {
  table = await createTestTable();
  requests = countRequests(table.client);
  handler = createHandler(table.data);
  writerId = (await makeUser(table.data)).id;
});
afterAll(() => table.close());

const lockedStory = async () =>
  (
    await makePost(
      table.data,
      { creatorId: writerId, isLocked: true, visibility: 'LOCKED' },
      { paragraphs: storyBody(16) },
    )
  ).post.id;

const pageSelection = [
  'id',
  'extendedPreviewContent',
  'extendedPreviewContent/isFullContent',
  'content',
  'content/isLockedPreviewOnly',
  'content/bodyModel/paragraphs/text',
  'content/meter',
  'content/meter/unlocked',
  'content/meter/storiesLeft',
];

type StoryPage = GraphqlPost & { content: { meter: Record<string, unknown> | null } };

/** The story page's Query.postResult, as `viewer`, with the address's friend link key if any. */
const openStory = async (id: string, viewer: Partial<Viewer>, friendLinkKey?: string) =>
  (await handler(
    resolverEvent('Query.postResult', {
      viewer,
      arguments: { id, ...(friendLinkKey !== undefined && { friendLinkKey }) },
      selectionSetList: pageSelection,
    }),
  )) as StoryPage;

const isWhole = (post: StoryPage) => JSON.stringify(post).includes(hiddenText);

const freeReader = async (): Promise<Partial<Viewer>> => ({
  id: (await makeUser(table.data)).id,
  tier: 'FREE',
});

const friendLinkMutation = (
  field: 'createFriendLink' | 'revokeFriendLink',
  postId: string,
  viewer: Partial<Viewer>,
) =>
  handler(
    resolverEvent(`Mutation.${field}`, {
      viewer: { xsrf: 'x', ...viewer },
      headers: { [xsrfHeaderName]: 'x' },
      arguments: { postId },
      selectionSetList: ['__typename'],
    }),
  ) as Promise<{ __typename: string; key?: string | null; message?: string }>;

describe('the metered allowance', () => {
  test(`a signed-in non-member reads ${allowance} member-only stories in full, then the preview`, async () => {
    const reader = await freeReader();
    const stories = await Promise.all(Array.from({ length: allowance + 1 }, lockedStory));
    for (const [index, id] of stories.slice(0, allowance).entries()) {
      const page = await openStory(id, reader);
      expect(isWhole(page)).toBe(true);
      expect(page.content.isLockedPreviewOnly).toBe(false);
      expect(page.content.meter).toMatchObject({ unlocked: true, storiesLeft: allowance - index - 1 });
    }
    const over = await openStory(stories[allowance]!, reader);
    expect(isWhole(over)).toBe(false);
    expect(over.content.isLockedPreviewOnly).toBe(true);
    expect(over.content.meter).toMatchObject({ unlocked: false, storiesLeft: 0 });
    // Opening a story already counted in the window again costs nothing: still whole.
    const again = await openStory(stories[0]!, reader);
    expect(isWhole(again)).toBe(true);
    expect(again.content.meter).toMatchObject({ unlocked: true, storiesLeft: 0 });
  });

  test('is exact under concurrent opens: of ten stories opened at once, exactly the allowance open', async () => {
    const reader = await freeReader();
    const stories = await Promise.all(Array.from({ length: 10 }, lockedStory));
    const pages = await Promise.all(stories.map((id) => openStory(id, reader)));
    expect(pages.filter(isWhole)).toHaveLength(allowance);
    // The same story opened five times at once counts once.
    const other = await freeReader();
    const same = await Promise.all(Array.from({ length: 5 }, () => openStory(stories[0]!, other)));
    expect(same.every(isWhole)).toBe(true);
    expect((await openStory(stories[1]!, other)).content.meter).toMatchObject({ storiesLeft: allowance - 2 });
  });

  test('visitors are not metered, members and the writer never asked: no meter, no write', async () => {
    const id = await lockedStory();
    const visitor = await openStory(id, {});
    expect(isWhole(visitor)).toBe(false);
    expect(visitor.content.meter).toBeNull();
    for (const viewer of [{ id: 'member-1', tier: 'MEMBER' as const }, { id: writerId }]) {
      requests.reset();
      const page = await openStory(id, viewer);
      expect(isWhole(page)).toBe(true);
      expect(page.content.meter).toBeNull();
      expect(requests.commands()).toEqual(['QueryCommand']);
    }
  });

  test("a metered open costs the story page one UpdateItem, and lists still send the story's preview", async () => {
    const reader = await freeReader();
    const id = await lockedStory();
    await openStory(await lockedStory(), reader); // the flags are read, then cached
    requests.reset();
    expect(isWhole(await openStory(id, reader))).toBe(true);
    expect(requests.commands().sort()).toEqual(['QueryCommand', 'UpdateItemCommand']);
    const listed = (await handler(
      resolverEvent('Query.postResults', {
        viewer: reader,
        arguments: { postIds: [id] },
        selectionSetList: ['id', 'content', 'content/bodyModel/paragraphs/text'],
      }),
    )) as GraphqlPost[];
    expect(JSON.stringify(listed)).not.toContain(hiddenText);
  });
});

describe('friend links', () => {
  const member = () => ({ id: writerId, tier: 'MEMBER' as const });

  test('open the story in full for anyone holding the link, until the writer revokes it', async () => {
    const id = await lockedStory();
    const created = await friendLinkMutation('createFriendLink', id, member());
    expect(created).toMatchObject({ __typename: 'FriendLink', postId: id });
    const key = created.key!;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    // The writer asking again gets the same link.
    expect(await friendLinkMutation('createFriendLink', id, member())).toMatchObject({ key });

    const reader = await freeReader();
    expect(isWhole(await openStory(id, {}, key))).toBe(true);
    const holder = await openStory(id, reader, key);
    expect(isWhole(holder)).toBe(true);
    // A friend link costs the reader nothing of the allowance.
    expect(holder.content.meter).toBeNull();
    expect(isWhole(await openStory(id, {}, 'f'.repeat(32)))).toBe(false);
    expect(isWhole(await openStory(id, {}, 'not-a-key'))).toBe(false);

    expect(await friendLinkMutation('revokeFriendLink', id, member())).toMatchObject({ key: null });
    expect(isWhole(await openStory(id, {}, key))).toBe(false);
    // A new link is a new key: the revoked one stays dead.
    const renewed = await friendLinkMutation('createFriendLink', id, member());
    expect(renewed.key).not.toBe(key);
    expect(isWhole(await openStory(id, {}, key))).toBe(false);
  });

  test('only the writer, a member, of a published member-only story makes one; others learn nothing', async () => {
    const id = await lockedStory();
    const free = await friendLinkMutation('createFriendLink', id, { id: writerId, tier: 'FREE' });
    expect(free.__typename).toBe('Forbidden');
    const other = await friendLinkMutation('createFriendLink', id, { id: 'someone-else', tier: 'MEMBER' });
    expect(other.__typename).toBe('NotFound');
    expect(
      (await friendLinkMutation('revokeFriendLink', id, { id: 'someone-else', tier: 'MEMBER' })).__typename,
    ).toBe('NotFound');
    const open = (await makePost(table.data, { creatorId: writerId })).post.id;
    expect((await friendLinkMutation('createFriendLink', open, member())).__typename).toBe('BadRequest');
    const visitor = await friendLinkMutation('createFriendLink', id, {});
    expect(visitor.__typename).toBe('Unauthorized');
  });

  test("a story's friend link works on its page only: lists send holders nothing more", async () => {
    const id = await lockedStory();
    const { key } = await friendLinkMutation('createFriendLink', id, member());
    const listed = (await handler(
      resolverEvent('Query.postResults', {
        arguments: { postIds: [id], friendLinkKey: key },
        selectionSetList: ['id', 'content', 'content/bodyModel/paragraphs/text'],
      }),
    )) as GraphqlPost[];
    expect(JSON.stringify(listed)).not.toContain(hiddenText);
    expect(JSON.stringify(listed)).not.toContain(key!);
  });
});
