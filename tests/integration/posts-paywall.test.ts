import { createHandler } from '#functions/posts/handler.ts';
import type { GraphqlPost } from '#functions/posts/mappers.ts';
import type { PostConnection } from '#functions/posts/service.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { makePost, makeUser, storyBody } from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';
import { createFlagStore } from '#shared/data/flag-store.ts';

/**
 * Member-only stories: past the preview, the body reaches only members (MEMBER, FRIEND) and the writer.
 * The hidden paragraphs must be absent from everything the Lambda answers, not merely flagged. The
 * metered allowance is off here (the rule alone); paywall-access.test.ts covers it and friend links.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let handler: ReturnType<typeof createHandler>;
let writerId: string;
let lockedId: string;
const paragraphCount = 16;
// Title + 3 text paragraphs; a quarter of 16 paragraphs is 4, so the cap does not cut here.
const previewTexts = [
  'The title',
  'Paragraph 1 of the story.',
  'Paragraph 2 of the story.',
  'Paragraph 3 of the story.',
];
const hiddenTexts = Array.from(
  { length: paragraphCount - 4 },
  (_, index) => `Paragraph ${index + 4} of the story.`,
);

beforeAll(async () => {
  table = await createTestTable();
  await createFlagStore(table.data).set('paywall_metered_stories', '0', 'posts-paywall.test');
  handler = createHandler(table.data);
  writerId = (await makeUser(table.data)).id;
  const locked = await makePost(
    table.data,
    { creatorId: writerId, isLocked: true, visibility: 'LOCKED' },
    { paragraphs: storyBody(paragraphCount) },
  );
  lockedId = locked.post.id;
});
afterAll(() => table.close());

const selection = [
  'id',
  'extendedPreviewContent',
  'extendedPreviewContent/isFullContent',
  'content',
  'content/isLockedPreviewOnly',
  'content/bodyModel/paragraphs/text',
];
const readAs = async (viewer: Partial<Viewer>) =>
  (await handler(
    resolverEvent('Query.postResult', { viewer, arguments: { id: lockedId }, selectionSetList: selection }),
  )) as GraphqlPost;
const texts = (post: GraphqlPost | undefined) =>
  post?.content?.bodyModel.paragraphs.map((paragraph) => paragraph.text);

describe.each<[string, Partial<Viewer>]>([
  ['a visitor', {}],
  ['a signed-in reader without membership', { id: 'reader-1', tier: 'FREE' }],
  ['staff without membership', { id: 'staff-1', isStaff: true }],
])('%s', (_, viewer) => {
  test('receives only the preview, and no hidden paragraph anywhere in the answer', async () => {
    const post = await readAs(viewer);
    expect(post.content?.isLockedPreviewOnly).toBe(true);
    expect(post.extendedPreviewContent.isFullContent).toBe(false);
    expect(texts(post)).toEqual(previewTexts);
    const json = JSON.stringify(post);
    for (const hidden of hiddenTexts) expect(json).not.toContain(hidden);
  });
});

describe.each<[string, () => Partial<Viewer>]>([
  ['a member', () => ({ id: 'reader-2', tier: 'MEMBER' })],
  ['a friend-tier member', () => ({ id: 'reader-3', tier: 'FRIEND' })],
  ['the writer, without membership', () => ({ id: writerId, tier: 'FREE' })],
])('%s', (_, viewer) => {
  test('receives the whole body', async () => {
    const post = await readAs(viewer());
    expect(post.content?.isLockedPreviewOnly).toBe(false);
    expect(post.extendedPreviewContent.isFullContent).toBe(true);
    expect(texts(post)).toEqual([...previewTexts, ...hiddenTexts]);
  });
});

test('lists cut member-only bodies the same way (postResults, feeds)', async () => {
  const listed = (await handler(
    resolverEvent('Query.postResults', { arguments: { postIds: [lockedId] }, selectionSetList: selection }),
  )) as GraphqlPost[];
  expect(texts(listed[0])).toEqual(previewTexts);

  const feed = (await handler(
    resolverEvent('Query.latestPostsFeed', {
      arguments: { paging: { limit: 5 } },
      selectionSetList: ['posts', 'posts/id', 'posts/content', 'posts/content/bodyModel/paragraphs/text'],
    }),
  )) as PostConnection;
  const json = JSON.stringify(feed);
  expect(feed.posts.map((post) => post.id)).toContain(lockedId);
  for (const hidden of hiddenTexts) expect(json).not.toContain(hidden);
});

test('a short member-only story shows at most a quarter of its paragraphs', async () => {
  const short = await makePost(
    table.data,
    { creatorId: writerId, isLocked: true },
    { paragraphs: storyBody(8) },
  );
  const post = (await handler(
    resolverEvent('Query.postResult', { arguments: { id: short.post.id }, selectionSetList: selection }),
  )) as GraphqlPost;
  expect(texts(post)).toEqual(['The title', 'Paragraph 1 of the story.']);
});
