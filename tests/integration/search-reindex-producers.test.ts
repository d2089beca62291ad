import type { SearchIndexMessage } from '#shared/queues/search-index-message.ts';
import { makeCollection, makePost, makeUser } from '#fixtures/factories.ts';
import { makeDraft } from '#fixtures/drafts.ts';
import { publishInput } from '#fixtures/publish-story.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * Search's producers (decision 231): every write that changes what search finds puts its reindex
 * messages on the search-index queue after it succeeded, through the local AppSync and the posts and
 * users Lambdas; a queue that refuses them never fails the write.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
let refuse = false;
const queued: SearchIndexMessage[] = [];

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data, Date.now, {
    queue: {
      send: async (queue, messages) => {
        if (queue !== 'search-index') return;
        if (refuse) throw new Error('SQS is down');
        queued.push(...(messages as SearchIndexMessage[]));
      },
    },
  });
});
afterAll(() => table.close());
beforeEach(() => {
  queued.length = 0;
  refuse = false;
});

const asked = () => queued.map(({ kind, id }) => `${kind}:${id}`).sort();
const typename = async (query: string, variables: Record<string, unknown>, viewerId: string) => {
  const answer = await api.graphql(query, variables, viewerId);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return Object.values(answer.data ?? {})[0]?.__typename as string;
};
const publish = (viewerId: string, input: Record<string, unknown>) =>
  typename(
    `mutation ($input: PublishPostInput!) { publishPost(input: $input) { __typename } }`,
    { input: publishInput(input) },
    viewerId,
  );

describe('stories', () => {
  test('a first publish: the story, its writer; an edit: the story and the tags it carried', async () => {
    const writer = await makeUser(table.data);
    const postId = await makeDraft(table.data, { creatorId: writer.id, title: 'Tides' });
    const tag = 'Tides';
    expect(await publish(writer.id, { postId, tags: [tag] })).toBe('Post');
    expect(asked()).toEqual([`post:${postId}`, `user:${writer.id}`]);
    queued.length = 0;
    expect(await publish(writer.id, { postId, tags: [], visibility: 'UNLISTED' })).toBe('Post');
    expect(asked()).toEqual([`post:${postId}`, 'tag:tides']);
  });

  test('an approval into a publication', async () => {
    const editor = await makeUser(table.data);
    const writer = await makeUser(table.data);
    const publication = await makeCollection(table.data, { creatorId: editor.id });
    const postId = await makeDraft(table.data, { creatorId: writer.id, title: 'Submitted' });
    expect(await publish(writer.id, { postId, collectionId: publication.id })).toBe('Post');
    queued.length = 0;
    expect(
      await typename(`mutation { approvePostSubmission(postId: "${postId}") { __typename } }`, {}, editor.id),
    ).toBe('Post');
    expect(asked()).toEqual([`post:${postId}`]);
  });

  test('a new slug of a published story; other settings ask nothing', async () => {
    const writer = await makeUser(table.data);
    const { post } = await makePost(table.data, { creatorId: writer.id });
    const settings = (input: Record<string, unknown>) =>
      typename(
        `mutation ($input: UpdatePostSettingsInput!) { updatePostSettings(input: $input) { __typename } }`,
        { input: { postId: post.id, ...input } },
        writer.id,
      );
    expect(await settings({ seoTitle: 'For engines' })).toBe('PostSettings');
    expect(asked()).toEqual([]);
    expect(await settings({ slug: 'a-new-slug' })).toBe('PostSettings');
    expect(asked()).toEqual([`post:${post.id}`]);
  });

  test('into the trash and back', async () => {
    const writer = await makeUser(table.data);
    const { post } = await makePost(table.data, { creatorId: writer.id, tags: [] });
    const move = (field: string) =>
      typename(
        `mutation ($id: ID!) { ${field}(targetPostId: $id) { __typename } }`,
        { id: post.id },
        writer.id,
      );
    expect(await move('deletePost')).toBe('MovedPost');
    expect(await move('undeletePost')).toBe('MovedPost');
    expect(asked()).toEqual([`post:${post.id}`, `post:${post.id}`]);
  });

  test('a queue that refuses the message never fails the write', async () => {
    const writer = await makeUser(table.data);
    const { post } = await makePost(table.data, { creatorId: writer.id, tags: [] });
    refuse = true;
    expect(
      await typename(
        `mutation ($id: ID!) { deletePost(targetPostId: $id) { __typename } }`,
        { id: post.id },
        writer.id,
      ),
    ).toBe('MovedPost');
    expect((await table.data.entities.post.get({ id: post.id }).go()).data?.status).toBe('DELETED');
  });
});

describe('lists', () => {
  const create = (viewerId: string, input: Record<string, unknown>) =>
    api.graphql(
      `mutation ($input: CreateCatalogInput!) { createCatalog(input: $input) { __typename ... on Catalog { id version } } }`,
      { input },
      viewerId,
    );

  test('a public list: created, renamed, made private, its items, deleted', async () => {
    const owner = await makeUser(table.data);
    const writer = await makeUser(table.data);
    const { post } = await makePost(table.data, { creatorId: writer.id });
    const { id, version } = (await create(owner.id, { name: 'Picks' })).data!.createCatalog;
    expect(
      await typename(
        `mutation ($catalogId: ID!, $version: Int!, $operations: [CatalogItemOperation!]!) {
          editCatalogItems(catalogId: $catalogId, version: $version, operations: $operations) { __typename } }`,
        { catalogId: id, version, operations: [{ append: { type: 'POST', id: post.id } }] },
        owner.id,
      ),
    ).toBe('EditCatalogItemsSuccess');
    const update = (input: Record<string, unknown>) =>
      typename(
        `mutation ($input: UpdateCatalogInput!) { updateCatalog(input: $input) { __typename } }`,
        { input: { catalogId: id, ...input } },
        owner.id,
      );
    expect(await update({ name: 'Best picks' })).toBe('Catalog');
    expect(await update({ visibility: 'PRIVATE' })).toBe('Catalog');
    expect(asked()).toEqual(Array(4).fill(`list:${id}`));
    queued.length = 0;
    // Private: its changes never reach search; deleted, nothing is left to remove.
    expect(await update({ name: 'Mine' })).toBe('Catalog');
    expect(
      await typename(
        `mutation ($catalogId: ID!) { deleteCatalog(catalogId: $catalogId) { __typename } }`,
        { catalogId: id },
        owner.id,
      ),
    ).toBe('CatalogDeleted');
    expect(asked()).toEqual([]);
  });

  test('a public list deleted is removed from search', async () => {
    const owner = await makeUser(table.data);
    const { id } = (await create(owner.id, { name: 'Gone soon' })).data!.createCatalog;
    queued.length = 0;
    await api.graphql(
      `mutation ($catalogId: ID!) { deleteCatalog(catalogId: $catalogId) { __typename } }`,
      { catalogId: id },
      owner.id,
    );
    expect(asked()).toEqual([`list:${id}`]);
  });

  test('a private list never reaches the queue', async () => {
    const owner = await makeUser(table.data);
    expect(
      (await create(owner.id, { name: 'Secret', visibility: 'PRIVATE' })).data!.createCatalog.__typename,
    ).toBe('Catalog');
    expect(asked()).toEqual([]);
  });
});

test('a profile change and a new username: the person', async () => {
  const person = await makeUser(table.data);
  expect(
    await typename(
      `mutation ($input: UpdateViewerProfileInput!) { updateViewerProfile(input: $input) { __typename } }`,
      { input: { bio: 'Tides and rivers.' } },
      person.id,
    ),
  ).toBe('User');
  expect(
    await typename(`mutation { updateUsername(username: "tidewriter") { __typename } }`, {}, person.id),
  ).toBe('User');
  expect(asked()).toEqual([`user:${person.id}`, `user:${person.id}`]);
});
