import { print } from 'graphql';
import { PostPageQuery } from '#web/features/post/api/post-page-query.ts';
import { createPostsRepository } from '#functions/posts/repository.ts';
import { makeCollection, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * The writer's whole loop through the local AppSync to the posts Lambda over DynamoDB Local: a draft
 * started, saved, published with tags into a publication, found everywhere a reader looks, moved to the
 * trash (gone from every listing and count) and back (everywhere again), twice, then republished.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data, Date.now, { queue: { send: async () => undefined } });
});
afterAll(() => table.close());

type Data = Record<string, any>;
const tagSlugs = ['writing-loop', 'member-essays', 'trash-and-back'];
const tagTitles = ['Writing Loop', 'Member Essays', 'Trash and Back'];

async function call(document: string, variables: Record<string, unknown>, field: string, viewerId?: string) {
  const body = await api.graphql(document, variables, viewerId);
  expect(body.errors).toBeUndefined();
  return body.data![field] as Data;
}

const startDraft = async (writerId: string) =>
  (await call('mutation { startDraft { ... on PostDraft { id } } }', {}, 'startDraft', writerId))
    .id as string;

const draftVersion = async (postId: string, writerId: string) =>
  (
    await call(
      'query D($postId: ID!) { postDraft(postId: $postId) { ... on PostDraft { version } } }',
      { postId },
      'postDraft',
      writerId,
    )
  ).version as number;

const save = async (postId: string, writerId: string, title: string, texts: string[]) =>
  call(
    `mutation S($input: SaveDraftInput!) { saveDraft(input: $input) { __typename ... on DraftSaved { version } } }`,
    {
      input: {
        postId,
        baseVersion: await draftVersion(postId, writerId),
        title,
        subtitle: '',
        paragraphs: texts.map((text, index) => ({ name: `p${index}`, type: 'P', text, markups: [] })),
      },
    },
    'saveDraft',
    writerId,
  );

const publish = (writerId: string, input: Record<string, unknown>) =>
  call(
    `mutation P($input: PublishPostInput!) { publishPost(input: $input) { __typename
      ... on Post { id uniqueSlug statusForCollection tags { id postCount } } } }`,
    {
      input: {
        visibility: 'PUBLIC',
        isLocked: false,
        allowResponses: true,
        notifyFollowers: false,
        ...input,
      },
    },
    'publishPost',
    writerId,
  );

const move = (field: 'deletePost' | 'undeletePost', targetPostId: string, viewerId: string) =>
  call(
    `mutation M($targetPostId: ID!) { ${field}(targetPostId: $targetPostId) { __typename
      ... on MovedPost { filterBy } } }`,
    { targetPostId },
    field,
    viewerId,
  );

const ids = (posts: Data[]) => posts.map((post) => post.id as string);

/**
 * Everywhere the story can be found: the writer's profile, the publication, the home feed, each tag's
 * count and listing (read through `windowId`, an unlisted story of another writer carrying the same
 * tags: it counts in none of them), the tag listings as stored, and the writer's shelves.
 */
async function whereIs(postId: string, writerId: string, collectionId: string, windowId: string) {
  const answer = await api.graphql(
    `query W($writerId: ID!, $collectionId: ID!, $windowId: ID!) {
      userResult(id: $writerId) { ... on User { postsConnection { posts { id } } } }
      collection(id: $collectionId) { postsConnection { posts { id } } }
      latestPostsFeed(paging: { limit: 25 }) { posts { id } }
      postResult(id: $windowId) { ... on Post { tags { id postCount postsConnection { posts { id } } } } }
    }`,
    { writerId, collectionId, windowId },
  );
  expect(answer.errors).toBeUndefined();
  const data = answer.data!;
  const shelves = await call(
    `query { yourStories(filterBy: DELETED) { ... on YourStories { posts { id }
      counts { drafts public responses unlisted deleted } } } }`,
    {},
    'yourStories',
    writerId,
  );
  const repository = createPostsRepository(table.data);
  const stored = await Promise.all(
    tagSlugs.map(async (slug) =>
      (await repository.postsByTag(slug, { limit: 25, cursor: null })).items.map((item) => item.postId),
    ),
  );
  const page = await api.graphql(print(PostPageQuery), { id: postId });
  return {
    profile: ids(data.userResult.postsConnection.posts),
    publication: ids(data.collection.postsConnection.posts),
    onHome: ids(data.latestPostsFeed.posts).includes(postId),
    tags: data.postResult.tags.map((tag: Data) => ({
      id: tag.id,
      postCount: tag.postCount,
      posts: ids(tag.postsConnection.posts),
    })),
    stored,
    trash: ids(shelves.posts),
    counts: shelves.counts,
    page: page.data!.postResult.__typename,
  };
}

const listed = (postId: string) => ({
  profile: [postId],
  publication: [postId],
  onHome: true,
  tags: tagSlugs.map((id) => ({ id, postCount: 1, posts: [postId] })),
  stored: tagSlugs.map(() => [postId]),
  trash: [],
  counts: { drafts: 0, public: 1, responses: 0, unlisted: 0, deleted: 0 },
  page: 'Post',
});

const trashed = (postId: string) => ({
  profile: [],
  publication: [],
  onHome: false,
  tags: tagSlugs.map((id) => ({ id, postCount: 0, posts: [] })),
  stored: tagSlugs.map(() => []),
  trash: [postId],
  counts: { drafts: 0, public: 0, responses: 0, unlisted: 0, deleted: 1 },
  page: 'NotFound',
});

describe('the writing loop', () => {
  test('draft, save, publish with three tags, trash and back twice, republish: every listing and count follows', async () => {
    const writer = await makeUser(table.data, { username: 'looper' });
    const other = await makeUser(table.data, { username: 'loopwindow' });
    const publication = await makeCollection(table.data, { creatorId: writer.id });

    const id = await startDraft(writer.id);
    expect(await save(id, writer.id, 'Around the loop', ['Written once.', 'Kept twice.'])).toMatchObject({
      __typename: 'DraftSaved',
    });
    const shelvesBefore = await call(
      '{ yourStories(filterBy: DRAFTS) { ... on YourStories { posts { id } counts { drafts public } } } }',
      {},
      'yourStories',
      writer.id,
    );
    expect(shelvesBefore).toEqual({ posts: [{ id }], counts: { drafts: 1, public: 0 } });

    // Member-only, into the writer's own publication (approved at once), with three tags.
    const publishStory = () =>
      publish(writer.id, { postId: id, tags: tagTitles, isLocked: true, collectionId: publication.id });
    const first = await publishStory();
    expect(first).toMatchObject({
      __typename: 'Post',
      statusForCollection: 'APPROVED',
      tags: tagSlugs.map((slug) => ({ id: slug, postCount: 1 })),
    });
    // The window onto the tags: unlisted, so counted in none of them.
    const windowId = await startDraft(other.id);
    await save(windowId, other.id, 'A window', ['Unlisted.']);
    await publish(other.id, { postId: windowId, tags: tagTitles, visibility: 'UNLISTED' });

    const where = () => whereIs(id, writer.id, publication.id, windowId);
    expect(await where()).toEqual(listed(id));
    const publicShelf = await call(
      '{ yourStories(filterBy: PUBLIC) { ... on YourStories { posts { id } } } }',
      {},
      'yourStories',
      writer.id,
    );
    expect(publicShelf.posts).toEqual([{ id }]);

    const moves = [
      { field: 'deletePost', filterBy: 'DELETED', after: trashed },
      { field: 'undeletePost', filterBy: 'PUBLIC', after: listed },
    ] as const;
    for (const { field, filterBy, after } of [...moves, ...moves]) {
      expect(await move(field, id, writer.id)).toEqual({ __typename: 'MovedPost', filterBy });
      expect(await where()).toEqual(after(id));
      // Twice changes nothing.
      await move(field, id, writer.id);
      expect(await where()).toEqual(after(id));
    }

    await save(id, writer.id, 'Around the loop, edited', ['Written twice.']);
    const again = await publishStory();
    expect(again).toMatchObject({
      uniqueSlug: first.uniqueSlug,
      tags: tagSlugs.map((slug) => ({ id: slug, postCount: 1 })),
    });
    expect(await where()).toEqual(listed(id));
  });

  test('two deletes of one story at once count it out once, two undeletes count it back once', async () => {
    const writer = await makeUser(table.data, { username: 'loopracer' });
    const id = await startDraft(writer.id);
    await save(id, writer.id, 'Raced', ['Twice at once.']);
    await publish(writer.id, { postId: id, tags: ['Raced Tag'] });
    const count = async () => (await table.data.entities.tag.get({ slug: 'raced-tag' }).go()).data?.postCount;
    expect(await count()).toBe(1);
    await Promise.all([move('deletePost', id, writer.id), move('deletePost', id, writer.id)]);
    expect(await count()).toBe(0);
    await Promise.all([move('undeletePost', id, writer.id), move('undeletePost', id, writer.id)]);
    expect(await count()).toBe(1);
  });
});
