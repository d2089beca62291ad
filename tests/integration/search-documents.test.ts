import { createChangeReader } from '#functions/search/documents/change-reader.ts';
import type { IndexChange, PostDocument } from '#functions/search/ports.ts';
import type { SearchIndexMessage } from '#shared/queues/search-index-message.ts';
import { makeCollection, makePost, makeUser, type NewParagraph } from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * Search's documents (issue #17, decisions 230 and 232): what each reindex message makes of the table's
 * current state, over DynamoDB Local, and the rebuild's reading of everything. Nothing a reader may not
 * find — drafts, unlisted, responses, the trash, suspended stories and people, private lists, empty tags,
 * a member-only story's body — ever becomes a document.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  table = await createTestTable();
});
afterAll(() => table.close());

const reader = () => createChangeReader(table.data);
const reindex = (kind: SearchIndexMessage['kind'], id: string): SearchIndexMessage => ({
  type: 'reindex',
  kind,
  id,
});
const changesFor = (...messages: SearchIndexMessage[]) => reader().changesFor(messages);
const putOf = (changes: IndexChange[], index: IndexChange['index'], id: string) =>
  changes.find(
    (change) => change.op === 'put' && change.index === index && change.document.objectID === id,
  ) as Extract<IndexChange, { op: 'put' }> | undefined;
const removed = (changes: IndexChange[], index: IndexChange['index'], id: string) =>
  changes.some((change) => change.op === 'remove' && change.index === index && change.objectID === id);
const postOf = (changes: IndexChange[], id: string) => putOf(changes, 'posts', id)?.document as PostDocument;

const secret = 'Zanzibar-the-locked-secret';
const lockedBody: NewParagraph[] = [
  { name: 'p1', type: 'P', text: 'An open first paragraph.', markups: [] },
  { name: 'p2', type: 'P', text: `Past the paywall: ${secret}.`, markups: [] },
];

describe('a story', () => {
  test('published and public: title, preview, body text, tags, writer and publication names', async () => {
    const writer = await makeUser(table.data, {
      name: 'Ada Quill',
      username: 'adaquill',
      email: 'a@x.example',
    });
    const publication = await makeCollection(table.data, { name: 'The Ledger', slug: 'the-ledger' });
    const { post } = await makePost(table.data, {
      creatorId: writer.id,
      title: 'Rivers of data',
      collectionId: publication.id,
      statusForCollection: 'APPROVED',
      tags: [{ slug: 'data', displayTitle: 'Data' }],
      previewImage: { id: 'img-1' },
      clapCount: 7,
    });
    const changes = await changesFor(reindex('post', post.id));
    expect(postOf(changes, post.id)).toMatchObject({
      objectID: post.id,
      postId: post.id,
      title: 'Rivers of data',
      subtitle: 'Its subtitle',
      previewText: 'Its subtitle',
      creatorId: writer.id,
      creatorName: 'Ada Quill',
      creatorUsername: 'adaquill',
      collectionId: publication.id,
      collectionName: 'The Ledger',
      collectionSlug: 'the-ledger',
      tags: ['data'],
      tagNames: ['Data'],
      isLocked: false,
      previewImageId: 'img-1',
      clapCount: 7,
      writtenByHighQualityUser: true,
    });
    expect(postOf(changes, post.id).bodyText).toContain('Paragraph 11 of the story.');
  });

  test('member-only: found by its card, its body never in the document', async () => {
    const writer = await makeUser(table.data, { email: 'm@x.example' });
    const { post } = await makePost(
      table.data,
      { creatorId: writer.id, isLocked: true, subtitle: '' },
      { paragraphs: lockedBody },
    );
    const document = postOf(await changesFor(reindex('post', post.id)), post.id);
    expect(document).toMatchObject({ isLocked: true, bodyText: '', previewText: 'An open first paragraph.' });
    expect(JSON.stringify(document)).not.toContain(secret);
  });

  test('a pending submission is its writer’s story, not yet the publication’s', async () => {
    const writer = await makeUser(table.data);
    const publication = await makeCollection(table.data);
    const { post } = await makePost(table.data, {
      creatorId: writer.id,
      collectionId: publication.id,
      statusForCollection: 'PENDING',
    });
    const document = postOf(await changesFor(reindex('post', post.id)), post.id);
    expect(document.collectionId).toBeUndefined();
    expect(document.collectionName).toBeUndefined();
  });

  test.each([
    ['a draft', { status: 'DRAFT' as const }],
    ['an unlisted story', { visibility: 'UNLISTED' as const }],
    ['a response', { inResponseToPostId: 'abcdefabcdef' }],
    ['a story in the trash', { status: 'DELETED' as const }],
    ['a suspended story', { isSuspended: true }],
  ])('%s is removed', async (_, overrides) => {
    const writer = await makeUser(table.data);
    const { post } = await makePost(table.data, { creatorId: writer.id, ...overrides });
    const changes = await changesFor(reindex('post', post.id));
    expect(removed(changes, 'posts', post.id)).toBe(true);
    expect(putOf(changes, 'posts', post.id)).toBeUndefined();
  });

  test('a suspended writer’s story is removed, and a story that is gone too', async () => {
    const writer = await makeUser(table.data, { isSuspended: true });
    const { post } = await makePost(table.data, { creatorId: writer.id });
    const changes = await changesFor(reindex('post', post.id), reindex('post', 'feedfeedfeed'));
    expect(removed(changes, 'posts', post.id)).toBe(true);
    expect(removed(changes, 'posts', 'feedfeedfeed')).toBe(true);
  });

  test('a writer without a verified e-mail is not high quality', async () => {
    const writer = await makeUser(table.data, { unverifiedEmail: 'u@x.example' });
    const { post } = await makePost(table.data, { creatorId: writer.id });
    expect(postOf(await changesFor(reindex('post', post.id)), post.id).writtenByHighQualityUser).toBe(false);
  });

  test('its message counts its tags again, each once: a tag with stories is put, one with none removed', async () => {
    const writer = await makeUser(table.data);
    await table.data.entities.tag.put({ slug: 'rivers', displayTitle: 'Rivers', postCount: 2 }).go();
    await table.data.entities.tag.put({ slug: 'lakes', displayTitle: 'Lakes', postCount: 0 }).go();
    const { post } = await makePost(table.data, {
      creatorId: writer.id,
      tags: [
        { slug: 'rivers', displayTitle: 'Rivers' },
        { slug: 'lakes', displayTitle: 'Lakes' },
      ],
    });
    const changes = await changesFor(
      reindex('post', post.id),
      reindex('post', post.id),
      reindex('tag', 'rivers'),
    );
    expect(putOf(changes, 'tags', 'rivers')?.document).toEqual({
      objectID: 'rivers',
      tagSlug: 'rivers',
      displayText: 'Rivers',
      postCount: 2,
      followerCount: 0,
    });
    expect(removed(changes, 'tags', 'lakes')).toBe(true);
    expect(changes.filter((change) => change.index === 'posts')).toHaveLength(1);
    expect(changes.filter((change) => change.index === 'tags')).toHaveLength(2);
  });
});

describe('a person', () => {
  test('their document, and their stories and lists carry their new name', async () => {
    const writer = await makeUser(table.data, {
      name: 'Grace Renamed',
      username: 'gracer',
      bio: 'Compilers.',
      imageId: 'face',
      email: 'g@x.example',
      followerCount: 4,
    });
    const { post } = await makePost(table.data, { creatorId: writer.id });
    await table.data.entities.catalog
      .put({
        id: 'list-grace',
        creatorId: writer.id,
        name: 'Reads',
        description: '',
        visibility: 'PUBLIC',
        items: [],
        version: 1,
        createdAt: 1,
        updatedAt: 1,
      })
      .go();
    const changes = await changesFor(reindex('user', writer.id));
    expect(putOf(changes, 'users', writer.id)?.document).toEqual({
      objectID: writer.id,
      userId: writer.id,
      name: 'Grace Renamed',
      username: 'gracer',
      bio: 'Compilers.',
      imageId: 'face',
      followerCount: 4,
      highQualityUser: true,
    });
    expect(postOf(changes, post.id).creatorName).toBe('Grace Renamed');
    expect(putOf(changes, 'lists', 'list-grace')?.document).toMatchObject({ creatorName: 'Grace Renamed' });
  });

  test('suspended: they, their stories and their lists are removed', async () => {
    const writer = await makeUser(table.data, { isSuspended: true, email: 's@x.example' });
    const { post } = await makePost(table.data, { creatorId: writer.id });
    const changes = await changesFor(reindex('user', writer.id));
    expect(removed(changes, 'users', writer.id)).toBe(true);
    expect(removed(changes, 'posts', post.id)).toBe(true);
    expect(changes.some((change) => change.op === 'put')).toBe(false);
  });

  test('without a verified e-mail: found, but not high quality; an unknown id is removed', async () => {
    const person = await makeUser(table.data, { unverifiedEmail: 'new@x.example' });
    const changes = await changesFor(reindex('user', person.id), reindex('user', 'user-nobody'));
    expect(putOf(changes, 'users', person.id)?.document).toMatchObject({ highQualityUser: false });
    expect(removed(changes, 'users', 'user-nobody')).toBe(true);
  });
});

describe('a publication, a tag, a list', () => {
  test('a publication and its stories', async () => {
    const writer = await makeUser(table.data);
    const publication = await makeCollection(table.data, {
      name: 'Harbour',
      slug: 'harbour',
      description: 'Boats.',
      avatarImageId: 'logo',
      followerCount: 3,
    });
    const { post } = await makePost(table.data, {
      creatorId: writer.id,
      collectionId: publication.id,
      statusForCollection: 'APPROVED',
    });
    const changes = await changesFor(reindex('collection', publication.id));
    expect(putOf(changes, 'collections', publication.id)?.document).toEqual({
      objectID: publication.id,
      collectionId: publication.id,
      name: 'Harbour',
      slug: 'harbour',
      description: 'Boats.',
      imageId: 'logo',
      followerCount: 3,
    });
    expect(postOf(changes, post.id).collectionName).toBe('Harbour');
  });

  test('a tag with no story is removed, one with stories put', async () => {
    await table.data.entities.tag.put({ slug: 'empty', displayTitle: 'Empty', postCount: 0 }).go();
    await table.data.entities.tag.put({ slug: 'full', displayTitle: 'Full', postCount: 1 }).go();
    const changes = await changesFor(reindex('tag', 'empty'), reindex('tag', 'full'), reindex('tag', 'none'));
    expect(removed(changes, 'tags', 'empty')).toBe(true);
    expect(removed(changes, 'tags', 'none')).toBe(true);
    expect(putOf(changes, 'tags', 'full')?.document).toMatchObject({ postCount: 1 });
  });

  test('a public list is put with its creator and size; private, locked and deleted ones removed', async () => {
    const owner = await makeUser(table.data, { name: 'Lena Lists', username: 'lenalists' });
    const list = (id: string, visibility: 'PUBLIC' | 'PRIVATE' | 'LOCKED') =>
      table.data.entities.catalog
        .put({
          id,
          creatorId: owner.id,
          name: `List ${id}`,
          description: 'Picked.',
          visibility,
          items: [{ catalogItemId: 'i1', type: 'POST', entityId: 'abcdefabcdef', addedAt: 1 }],
          version: 2,
          createdAt: 1,
          updatedAt: 1,
        })
        .go();
    await Promise.all([list('l-public', 'PUBLIC'), list('l-private', 'PRIVATE'), list('l-locked', 'LOCKED')]);
    const changes = await changesFor(
      reindex('list', 'l-public'),
      reindex('list', 'l-private'),
      reindex('list', 'l-locked'),
      reindex('list', 'l-deleted'),
    );
    expect(putOf(changes, 'lists', 'l-public')?.document).toEqual({
      objectID: 'l-public',
      catalogId: 'l-public',
      name: 'List l-public',
      description: 'Picked.',
      creatorId: owner.id,
      creatorName: 'Lena Lists',
      creatorUsername: 'lenalists',
      itemCount: 1,
    });
    for (const id of ['l-private', 'l-locked', 'l-deleted']) expect(removed(changes, 'lists', id)).toBe(true);
  });
});

test('everything: one change per item of every kind, counted beforehand, nothing hidden put', async () => {
  const { total, batches } = reader().everything();
  const all: IndexChange[] = [];
  for await (const batch of batches) all.push(...batch);
  expect(all).toHaveLength(await total);
  const puts = all.filter((change) => change.op === 'put');
  const kinds = new Set(puts.map((change) => change.index));
  expect(kinds).toEqual(new Set(['posts', 'users', 'collections', 'tags', 'lists']));
  expect(JSON.stringify(puts)).not.toContain(secret);
  for (const put of puts) {
    if (put.index === 'lists') expect(['l-public', 'list-grace']).toContain(put.document.objectID);
    if (put.index === 'tags') expect(put.document.postCount).toBeGreaterThanOrEqual(1);
  }
  const listedPosts = await table.data.entities.post.query.latest({}).go({ pages: 'all' });
  const suspended = new Set(
    (await table.data.entities.user.scan.go({ pages: 'all' })).data
      .filter((user) => user.isSuspended)
      .map((user) => user.id),
  );
  const expected = listedPosts.data.filter((post) => !suspended.has(post.creatorId)).map((post) => post.id);
  expect(
    puts
      .filter((change) => change.index === 'posts')
      .map((change) => change.document.objectID)
      .sort(),
  ).toEqual(expected.sort());
});
