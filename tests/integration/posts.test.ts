import { createHandler } from '#functions/posts/handler.ts';
import type { GraphqlPost } from '#functions/posts/mappers.ts';
import type { FolioData } from '#shared/data/data.ts';
import { ResultError } from '#shared/api/results.ts';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { makePost, makeUser, newPostId } from '#fixtures/factories.ts';
import { countRequests } from '#local/request-counter.ts';
import { createTestTable } from '#fixtures/table.ts';

/** Query.postResult and Query.postResults against DynamoDB Local: every access rule and error path. */
let table: Awaited<ReturnType<typeof createTestTable>>;
let data: FolioData;
let requests: ReturnType<typeof countRequests>;
let handler: ReturnType<typeof createHandler>;
let writerId: string;

beforeAll(async () => {
  table = await createTestTable();
  data = table.data;
  requests = countRequests(table.client);
  handler = createHandler(data);
  writerId = (await makeUser(data)).id;
});
afterAll(() => table.close());
beforeEach(() => requests.reset());

type PostResult = GraphqlPost | { __typename: 'NotFound' | 'BadRequest'; message: string };
const withContent = ['id', 'title', 'content', 'content/bodyModel/paragraphs/text'];
const postResult = (id: string, options: Parameters<typeof resolverEvent>[1] = {}) =>
  handler(
    resolverEvent('Query.postResult', { selectionSetList: ['id', 'title'], ...options, arguments: { id } }),
  ) as Promise<PostResult>;
const postResults = (postIds: string[], options: Parameters<typeof resolverEvent>[1] = {}) =>
  handler(resolverEvent('Query.postResults', { ...options, arguments: { postIds } })) as Promise<
    GraphqlPost[]
  >;

describe('Query.postResult', () => {
  test.each(['', 'abc', '1A2B3C4D5E6F', '1a2b3c4d5e6f7a8b9', 'my-story-1a2b3c4d5e6f', '1a2b3c4d5e6g'])(
    'answers BadRequest for the malformed id %p, without a request',
    async (id) => {
      const result = await postResult(id);
      expect(result).toEqual({
        __typename: 'BadRequest',
        message: expect.stringContaining('12 to 16 lower-case'),
      });
      expect(requests.commands()).toEqual([]);
    },
  );

  test('answers NotFound for an unknown id', async () => {
    expect(await postResult(newPostId())).toMatchObject({ __typename: 'NotFound' });
  });

  test('reads a story without its body with one GetItem and maps it', async () => {
    const { post } = await makePost(data, {
      creatorId: writerId,
      collectionId: 'collection-x',
      statusForCollection: 'APPROVED',
      firstPublishedAt: Date.UTC(2026, 1, 2, 3, 4, 5),
      previewImage: { id: 'image-1', focusPercentX: 40 },
    });
    requests.reset();
    const result = await postResult(post.id);
    expect(requests.commands()).toEqual(['GetItemCommand']);
    expect(result).toMatchObject({
      __typename: 'Post',
      id: post.id,
      creatorId: writerId,
      collectionId: 'collection-x',
      statusForCollection: 'APPROVED',
      isPublished: true,
      isLocked: false,
      isSuspended: false,
      firstPublishedAt: Date.UTC(2026, 1, 2, 3, 4, 5) / 1000,
      previewImage: { id: 'image-1', focusPercentX: 40, alt: null },
      extendedPreviewContent: { subtitle: 'Its subtitle', isFullContent: true },
      tags: [{ id: 'writing', displayTitle: 'Writing' }],
    });
    expect(result).not.toHaveProperty('content');
  });

  test('reads a story with its body in ONE Query of the postPage collection', async () => {
    const { post, paragraphs } = await makePost(data, { creatorId: writerId });
    requests.reset();
    const result = (await postResult(post.id, { selectionSetList: withContent })) as GraphqlPost;
    expect(requests.commands()).toEqual(['QueryCommand']);
    expect(result.content?.isLockedPreviewOnly).toBe(false);
    expect(result.content?.bodyModel.paragraphs.map((p) => p.text)).toEqual(paragraphs.map((p) => p.text));
  });

  test('reads the body when `content` is asked for under an alias (selectionSetGraphQL)', async () => {
    const { post } = await makePost(data, { creatorId: writerId });
    const result = (await postResult(post.id, {
      selectionSetList: ['id', 'body', 'body/isLockedPreviewOnly'],
      selectionSetGraphQL: '{ ... on Post { id body: content { isLockedPreviewOnly } } }',
    })) as GraphqlPost;
    expect(result.content?.isLockedPreviewOnly).toBe(false);
  });

  test('answers an empty body for a story without a body item', async () => {
    const { post } = await makePost(data, { creatorId: writerId }, { paragraphs: null });
    const result = (await postResult(post.id, { selectionSetList: withContent })) as GraphqlPost;
    expect(result.content?.bodyModel.paragraphs).toEqual([]);
  });

  test('answers NotFound for a deleted story, even to its writer', async () => {
    const { post } = await makePost(data, { creatorId: writerId, status: 'DELETED' });
    expect(await postResult(post.id)).toMatchObject({ __typename: 'NotFound' });
    expect(await postResult(post.id, { viewer: { id: writerId } })).toMatchObject({ __typename: 'NotFound' });
  });

  test('shows a draft to its writer only', async () => {
    const { post } = await makePost(data, {
      creatorId: writerId,
      status: 'DRAFT',
      firstPublishedAt: undefined,
    });
    expect(await postResult(post.id)).toMatchObject({ __typename: 'NotFound' });
    expect(await postResult(post.id, { viewer: { id: 'someone-else', tier: 'MEMBER' } })).toMatchObject({
      __typename: 'NotFound',
    });
    const own = await postResult(post.id, { viewer: { id: writerId }, selectionSetList: withContent });
    expect(own).toMatchObject({ __typename: 'Post', isPublished: false, firstPublishedAt: null });
  });

  test('hides a suspended story unless the viewer may see suspended content', async () => {
    const { post } = await makePost(data, { creatorId: writerId, isSuspended: true });
    expect(await postResult(post.id)).toMatchObject({ __typename: 'NotFound' });
    expect(await postResult(post.id, { viewer: { id: writerId } })).toMatchObject({ __typename: 'NotFound' });
    const staff = await postResult(post.id, { viewer: { id: 'staff-1', canViewSuspendedContent: true } });
    expect(staff).toMatchObject({ __typename: 'Post', isSuspended: true });
  });

  test('shows an unlisted story to anyone with its id', async () => {
    const { post } = await makePost(data, { creatorId: writerId, visibility: 'UNLISTED' });
    expect(await postResult(post.id)).toMatchObject({ __typename: 'Post', visibility: 'UNLISTED' });
  });
});

describe('Query.postResults', () => {
  test('answers in the order asked with one BatchGet, leaving out unknown and unviewable ids', async () => {
    const first = (await makePost(data, { creatorId: writerId })).post;
    const second = (await makePost(data, { creatorId: writerId })).post;
    const draft = (await makePost(data, { creatorId: writerId, status: 'DRAFT' })).post;
    const deleted = (await makePost(data, { creatorId: writerId, status: 'DELETED' })).post;
    requests.reset();
    const posts = await postResults([second.id, newPostId(), draft.id, first.id, deleted.id, second.id]);
    expect(posts.map((post) => post.id)).toEqual([second.id, first.id, second.id]);
    expect(requests.commands()).toEqual(['BatchGetItemCommand']);

    const asWriter = await postResults([draft.id, first.id], { viewer: { id: writerId } });
    expect(asWriter.map((post) => post.id)).toEqual([draft.id, first.id]);
  });

  test('reads the bodies in one more BatchGet when `content` is selected', async () => {
    const { post } = await makePost(data, { creatorId: writerId });
    requests.reset();
    const [read] = await postResults([post.id], { selectionSetList: withContent });
    expect(requests.commands()).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand']);
    expect(read?.content?.bodyModel.paragraphs).toHaveLength(12);
  });

  test('answers an empty list without a request', async () => {
    expect(await postResults([])).toEqual([]);
    expect(requests.commands()).toEqual([]);
  });

  test('refuses more than 25 ids and malformed ids with BadRequest', async () => {
    const tooMany = Array.from({ length: 26 }, newPostId);
    await expect(postResults(tooMany)).rejects.toThrow(
      new ResultError('BadRequest', 'postIds: postResults takes at most 25 ids.'),
    );
    await expect(postResults(['not-an-id'])).rejects.toMatchObject({ name: 'BadRequest' });
    expect(requests.commands()).toEqual([]);
  });
});
