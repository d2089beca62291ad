import { createHash } from 'node:crypto';
import { catalogLimits, catalogMessages } from '#contract/catalogs.ts';
import { xsrfHeaderName } from '#contract/edge-headers.ts';
import type { OutboxEntry } from '#local/outbox.ts';
import { eventually } from '#fixtures/eventually.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { postSigned } from '#fixtures/signed-post.ts';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/** Lists (issue #13) through the local AppSync and the posts Lambda, over DynamoDB Local. */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data);
});
afterAll(() => table.close());

const refusals = (...names: string[]) => names.map((name) => `... on ${name} { message }`).join(' ');
const catalogFields = `id version predefined name description visibility visibilityCode slugId itemsCount
  creator { id } itemsConnection { items { catalogItemId type note post { id title extendedPreviewContent { isFullContent } } catalog { id name } } pagingInfo { next { limit to } } }`;

const call = async (query: string, variables: Record<string, unknown>, viewerId?: string) => {
  const answer = await api.graphql(query, variables, viewerId);
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data!)[0];
};

const save = (viewerId: string | undefined, operation: Record<string, unknown>, type = 'READING_LIST') =>
  call(
    `mutation ($type: PredefinedCatalogType!, $operation: PredefinedCatalogOperation!) {
      addToPredefinedCatalog(type: $type, operation: $operation) { __typename
        ... on AddToPredefinedCatalogSuccess { version insertedItem { catalogItemId } catalog { ${catalogFields} } }
        ${refusals('BadRequest', 'NotFound', 'RateLimited', 'Unauthorized')} } }`,
    { type, operation },
    viewerId,
  );

const readCatalog = (catalogSlugId: string, viewerId?: string) =>
  call(
    `query ($catalogSlugId: ID!) { catalog(catalogSlugId: $catalogSlugId) { __typename
      ... on Catalog { ${catalogFields} } ${refusals('NotFound', 'BadRequest')} } }`,
    { catalogSlugId },
    viewerId,
  );

const createList = (viewerId: string | undefined, input: Record<string, unknown>) =>
  call(
    `mutation ($input: CreateCatalogInput!) { createCatalog(input: $input) { __typename
      ... on Catalog { ${catalogFields} } ${refusals('BadRequest', 'NotFound', 'Forbidden', 'RateLimited', 'Unauthorized')} } }`,
    { input },
    viewerId,
  );

const updateList = (viewerId: string, input: Record<string, unknown>) =>
  call(
    `mutation ($input: UpdateCatalogInput!) { updateCatalog(input: $input) { __typename
      ... on Catalog { ${catalogFields} } ${refusals('BadRequest', 'NotFound', 'Forbidden', 'RateLimited', 'Unauthorized')} } }`,
    { input },
    viewerId,
  );

const editItems = (viewerId: string, catalogId: string, version: number, operations: unknown[]) =>
  call(
    `mutation ($catalogId: ID!, $version: Int!, $operations: [CatalogItemOperation!]!) {
      editCatalogItems(catalogId: $catalogId, version: $version, operations: $operations) { __typename
        ... on EditCatalogItemsSuccess { version operations { catalogItemId } catalog { ${catalogFields} } }
        ... on Conflict { message currentCatalog { ${catalogFields} } }
        ${refusals('BadRequest', 'NotFound', 'Forbidden', 'RateLimited', 'Unauthorized')} } }`,
    { catalogId, version, operations },
    viewerId,
  );

const listsOf = (userId: string, viewerId?: string, type?: string) =>
  call(
    `query ($userId: ID!, $type: CatalogListType) { catalogsByUser(userId: $userId, type: $type) { __typename
      ... on CatalogConnection { catalogs { id name visibility } } ${refusals('NotFound', 'BadRequest')} } }`,
    { userId, type },
    viewerId,
  );

const postIdsOf = (catalog: { itemsConnection: { items: { post: { id: string } | null }[] } }) =>
  catalog.itemsConnection.items.map((item) => item.post?.id);

async function readerAndStories(count: number) {
  const reader = await makeUser(table.data);
  const writer = await makeUser(table.data);
  const stories = [];
  for (let index = 0; index < count; index += 1)
    stories.push(
      (await makePost(table.data, { creatorId: writer.id, title: `Story ${index + 1}`, tags: [] })).post,
    );
  return { reader, writer, stories };
}

describe('the predefined lists', () => {
  test('exist for their owner before any save, empty, private, with the ids, names and slugs of the spec', async () => {
    const { reader } = await readerAndStories(0);
    const predefined = await listsOf(reader.id, reader.id, 'PREDEFINED');
    expect(predefined.catalogs).toEqual([
      { id: `predefined:${reader.id}:READING_LIST`, name: 'Reading list', visibility: 'PRIVATE' },
      { id: `predefined:${reader.id}:CURRENTLY_READING`, name: 'Resume reading', visibility: 'PRIVATE' },
      { id: `predefined:${reader.id}:PURCHASED`, name: 'Purchased', visibility: 'PRIVATE' },
    ]);
    expect(await readCatalog('reading-list', reader.id)).toMatchObject({
      __typename: 'Catalog',
      version: 0,
      predefined: 'READING_LIST',
      slugId: 'reading-list',
      visibilityCode: 1,
      itemsConnection: { items: [], pagingInfo: { next: null } },
    });
    // Nothing was written by reading them.
    expect(
      await table.data.entities.catalog.get({ id: `predefined:${reader.id}:READING_LIST` }).go(),
    ).toEqual({
      data: null,
    });
  });

  test('the first save creates the Reading list; saving again changes nothing; remove takes it out', async () => {
    const { reader, stories } = await readerAndStories(2);
    const [first, second] = stories.map((story) => ({ id: story.id })) as [{ id: string }, { id: string }];
    const saved = await save(reader.id, { prepend: { type: 'POST', id: first.id } });
    expect(saved).toMatchObject({ __typename: 'AddToPredefinedCatalogSuccess', version: 1 });
    expect(saved.insertedItem.catalogItemId).toEqual(saved.catalog.itemsConnection.items[0].catalogItemId);
    const again = await save(reader.id, { prepend: { type: 'POST', id: first.id } });
    expect(again).toMatchObject({
      version: 1,
      insertedItem: { catalogItemId: saved.insertedItem.catalogItemId },
    });
    await save(reader.id, { prepend: { type: 'POST', id: second.id } });
    expect(postIdsOf(await readCatalog('reading-list', reader.id))).toEqual([second.id, first.id]);
    const removed = await save(reader.id, { remove: { type: 'POST', id: first.id } });
    expect(removed).toMatchObject({ version: 3, insertedItem: null });
    expect(postIdsOf(removed.catalog)).toEqual([second.id]);
    const membership = await call(
      `query ($postId: ID!) { postCatalogMembership(postId: $postId) { __typename
        ... on PostCatalogMembership { catalogs { catalog { id } catalogItemId } } } }`,
      { postId: second.id },
      reader.id,
    );
    expect(membership.catalogs[0]).toMatchObject({ catalog: { id: `predefined:${reader.id}:READING_LIST` } });
    expect(membership.catalogs[0].catalogItemId).toBeTruthy();
    expect(
      membership.catalogs.slice(1).map((entry: { catalogItemId: unknown }) => entry.catalogItemId),
    ).toEqual([null, null]);
    const viewerIds = await call(
      `query ($id: ID!) { postResult(id: $id) { ... on Post { viewerCatalogIds } } }`,
      { id: second.id },
      reader.id,
    );
    expect(viewerIds.viewerCatalogIds).toEqual([`predefined:${reader.id}:READING_LIST`]);
    const visitorIds = await call(
      `query ($id: ID!) { postResult(id: $id) { ... on Post { viewerCatalogIds } } }`,
      { id: second.id },
    );
    expect(visitorIds.viewerCatalogIds).toEqual([]);
  });

  test('a visitor is told to sign in; an unknown story is NotFound; a predefined list keeps its name', async () => {
    const { reader } = await readerAndStories(0);
    expect(await save(undefined, { prepend: { type: 'POST', id: 'abcdef0123456789' } })).toEqual({
      __typename: 'Unauthorized',
      message: catalogMessages.signIn,
    });
    expect(await save(reader.id, { prepend: { type: 'POST', id: 'abcdef0123456789' } })).toMatchObject({
      __typename: 'NotFound',
    });
    expect(
      await save(reader.id, { prepend: { type: 'POST', id: 'a' }, remove: { type: 'POST', id: 'a' } }),
    ).toMatchObject({
      __typename: 'BadRequest',
    });
    expect(
      await updateList(reader.id, { catalogId: `predefined:${reader.id}:READING_LIST`, name: 'Mine' }),
    ).toEqual({
      __typename: 'BadRequest',
      message: catalogMessages.predefinedFixed,
    });
  });
});

describe("a reader's own lists", () => {
  test('create, rename, describe, make private; the slug is the normalised name plus the id', async () => {
    const { reader } = await readerAndStories(0);
    const list = await createList(reader.id, { name: '  Café reads ', description: 'Slow mornings' });
    expect(list).toMatchObject({
      __typename: 'Catalog',
      version: 1,
      name: 'Café reads',
      visibility: 'PUBLIC',
      visibilityCode: 0,
    });
    expect(list.id).toMatch(/^[0-9a-f]{16}$/);
    expect(list.slugId).toBe(`cafe-reads-${list.id}`);
    expect(await readCatalog(list.slugId)).toMatchObject({ id: list.id, creator: { id: reader.id } });
    const renamed = await updateList(reader.id, {
      catalogId: list.id,
      name: 'Evening reads',
      visibility: 'PRIVATE',
    });
    expect(renamed).toMatchObject({
      name: 'Evening reads',
      description: 'Slow mornings',
      visibility: 'PRIVATE',
      visibilityCode: 1,
    });
    expect(await createList(reader.id, { name: '' })).toEqual({
      __typename: 'BadRequest',
      message: `input.name: ${catalogMessages.nameEmpty}`,
    });
    expect(await createList(reader.id, { name: 'x'.repeat(catalogLimits.nameMaxLength + 1) })).toMatchObject({
      __typename: 'BadRequest',
    });
    const deleted = await call(
      `mutation ($catalogId: ID!) { deleteCatalog(catalogId: $catalogId) { __typename ... on CatalogDeleted { catalogId } } }`,
      { catalogId: list.id },
      reader.id,
    );
    expect(deleted).toEqual({ __typename: 'CatalogDeleted', catalogId: list.id });
    expect(await readCatalog(list.id, reader.id)).toMatchObject({ __typename: 'NotFound' });
  });

  test('prepend, append, move, notes and remove, each change over the version read', async () => {
    const { reader, stories } = await readerAndStories(3);
    const [a, b, c] = stories.map((story) => story.id) as [string, string, string];
    const list = await createList(reader.id, { name: 'Order' });
    let edited = await editItems(reader.id, list.id, 1, [
      { append: { type: 'POST', id: a } },
      { append: { type: 'POST', id: b, note: 'Read twice' } },
      { prepend: { type: 'POST', id: c } },
    ]);
    expect(edited).toMatchObject({ __typename: 'EditCatalogItemsSuccess', version: 2 });
    expect(postIdsOf(edited.catalog)).toEqual([c, a, b]);
    const [itemC, itemA, itemB] = edited.catalog.itemsConnection.items.map(
      (item: { catalogItemId: string }) => item.catalogItemId,
    );
    expect(edited.operations.map((operation: { catalogItemId: string }) => operation.catalogItemId)).toEqual([
      itemA,
      itemB,
      itemC,
    ]);
    edited = await editItems(reader.id, list.id, 2, [
      { move: { catalogItemId: itemC, afterCatalogItemId: itemB } },
      { setNote: { catalogItemId: itemB, note: '' } },
      { setNote: { catalogItemId: itemA, note: 'First' } },
    ]);
    expect(postIdsOf(edited.catalog)).toEqual([a, b, c]);
    expect(edited.catalog.itemsConnection.items.map((item: { note: string | null }) => item.note)).toEqual([
      'First',
      null,
      null,
    ]);
    edited = await editItems(reader.id, list.id, 3, [{ remove: { catalogItemId: itemA } }]);
    expect(postIdsOf(edited.catalog)).toEqual([b, c]);
    expect(await editItems(reader.id, list.id, 4, [{ append: { type: 'POST', id: b } }])).toEqual({
      __typename: 'BadRequest',
      message: catalogMessages.alreadyInList,
    });
    expect(
      await editItems(reader.id, list.id, 4, [
        { append: { type: 'POST', id: c }, remove: { catalogItemId: itemA } },
      ]),
    ).toMatchObject({
      __typename: 'BadRequest',
      message: `operations.0: ${catalogMessages.oneOperation}`,
    });
  });

  test('a stale version is Conflict with the list as it is, and nothing is lost after the merge and retry', async () => {
    const { reader, stories } = await readerAndStories(3);
    const [a, b, c] = stories.map((story) => story.id) as [string, string, string];
    const list = await createList(reader.id, { name: 'Two tabs' });
    const start = await editItems(reader.id, list.id, 1, [
      { append: { type: 'POST', id: a } },
      { append: { type: 'POST', id: b } },
    ]);
    const [itemA] = start.catalog.itemsConnection.items.map(
      (item: { catalogItemId: string }) => item.catalogItemId,
    );
    // Tab one moves a after b; tab two, still at version 2, appends c.
    await editItems(reader.id, list.id, 2, [
      {
        move: {
          catalogItemId: itemA,
          afterCatalogItemId: start.catalog.itemsConnection.items[1].catalogItemId,
        },
      },
    ]);
    const conflict = await editItems(reader.id, list.id, 2, [{ append: { type: 'POST', id: c } }]);
    expect(conflict).toMatchObject({
      __typename: 'Conflict',
      message: catalogMessages.changed,
      currentCatalog: { version: 3 },
    });
    expect(postIdsOf(conflict.currentCatalog)).toEqual([b, a]);
    const retried = await editItems(reader.id, list.id, conflict.currentCatalog.version, [
      { append: { type: 'POST', id: c } },
    ]);
    expect(postIdsOf(retried.catalog)).toEqual([b, a, c]);
  });

  test('only the owner edits: others get Forbidden on a public list, NotFound on a private one', async () => {
    const { reader, stories } = await readerAndStories(1);
    const stranger = await makeUser(table.data);
    const open = await createList(reader.id, { name: 'Open' });
    const closed = await createList(reader.id, { name: 'Closed', visibility: 'PRIVATE' });
    const append = [{ append: { type: 'POST', id: stories[0]!.id } }];
    expect(await editItems(stranger.id, open.id, 1, append)).toMatchObject({ __typename: 'Forbidden' });
    expect(await editItems(stranger.id, closed.id, 1, append)).toMatchObject({ __typename: 'NotFound' });
    expect(await updateList(stranger.id, { catalogId: open.id, name: 'Mine now' })).toMatchObject({
      __typename: 'Forbidden',
    });
    expect((await readCatalog(open.id)).name).toBe('Open');
  });
});

describe('private lists are invisible to everyone else', () => {
  test('by id, by slug, in the owner’s lists, inside another list and the Reading list', async () => {
    const { reader, stories } = await readerAndStories(1);
    const stranger = await makeUser(table.data);
    const hidden = await createList(reader.id, { name: 'Secret', visibility: 'LOCKED' });
    const shown = await createList(reader.id, { name: 'Shown' });
    await editItems(reader.id, shown.id, 1, [
      { append: { type: 'CATALOG', id: hidden.id } },
      { append: { type: 'POST', id: stories[0]!.id } },
    ]);
    await save(reader.id, { prepend: { type: 'POST', id: stories[0]!.id } });
    for (const viewer of [undefined, stranger.id]) {
      expect(await readCatalog(hidden.id, viewer)).toEqual({
        __typename: 'NotFound',
        message: `No list with id ${hidden.id}.`,
      });
      expect(await readCatalog(hidden.slugId, viewer)).toMatchObject({ __typename: 'NotFound' });
      const items = await call(
        `query ($id: ID!) { catalogItems(catalogSlugId: $id) { __typename ... on NotFound { message } } }`,
        { id: hidden.id },
        viewer,
      );
      expect(items).toEqual({ __typename: 'NotFound', message: `No list with id ${hidden.id}.` });
      expect(await readCatalog(`predefined:${reader.id}:READING_LIST`, viewer)).toMatchObject({
        __typename: 'NotFound',
      });
      expect((await listsOf(reader.id, viewer)).catalogs.map((list: { id: string }) => list.id)).toEqual([
        shown.id,
      ]);
      expect((await listsOf(reader.id, viewer, 'PREDEFINED')).catalogs).toEqual([]);
      const outer = await readCatalog(shown.id, viewer);
      expect(outer.itemsConnection.items.map((item: { type: string }) => item.type)).toEqual(['POST']);
      expect(outer.itemsCount).toBe(2);
    }
    const own = await readCatalog(shown.id, reader.id);
    expect(
      own.itemsConnection.items.map((item: { catalog: { id: string } | null }) => item.catalog?.id),
    ).toEqual([hidden.id, undefined]);
  });

  test('stories that are trashed or member-only show as the posts domain rules say', async () => {
    const { reader, writer } = await readerAndStories(0);
    const open = (await makePost(table.data, { creatorId: writer.id, tags: [] })).post;
    const locked = (
      await makePost(table.data, { creatorId: writer.id, tags: [], isLocked: true, visibility: 'LOCKED' })
    ).post;
    const trashed = (await makePost(table.data, { creatorId: writer.id, tags: [] })).post;
    const list = await createList(reader.id, { name: 'Mixed' });
    await editItems(
      reader.id,
      list.id,
      1,
      [open, locked, trashed].map((story) => ({ append: { type: 'POST', id: story.id } })),
    );
    const trash = await call(
      `mutation ($id: ID!) { deletePost(targetPostId: $id) { __typename ... on NotFound { message } ... on BadRequest { message } } }`,
      { id: trashed.id },
      writer.id,
    );
    expect(trash).toEqual({ __typename: 'MovedPost' });
    const read = await readCatalog(list.id);
    expect(postIdsOf(read)).toEqual([open.id, locked.id]);
    expect(
      read.itemsConnection.items.map(
        (item: { post: { extendedPreviewContent: { isFullContent: boolean } } }) =>
          item.post.extendedPreviewContent.isFullContent,
      ),
    ).toEqual([true, false]);
  });
});

describe('saved lists', () => {
  const follow = (viewerId: string, catalogId: string, mutation = 'followCatalog') =>
    call(
      `mutation ($catalogId: ID!) { ${mutation}(catalogId: $catalogId) { __typename
        ... on Catalog { id viewerIsFollowing } ${refusals('BadRequest', 'NotFound', 'Forbidden', 'RateLimited', 'Unauthorized')} } }`,
      { catalogId },
      viewerId,
    );
  const saved = async (viewerId: string) =>
    (
      await call(
        `query { followedCatalogs { __typename ... on CatalogConnection { catalogs { id viewerIsFollowing } } } }`,
        {},
        viewerId,
      )
    ).catalogs;

  test('a reader follows another reader’s public list, sees it in Saved lists, and unfollows it', async () => {
    const { reader } = await readerAndStories(0);
    const follower = await makeUser(table.data);
    const list = await createList(reader.id, { name: 'Worth following' });
    expect(await follow(follower.id, list.id)).toEqual({
      __typename: 'Catalog',
      id: list.id,
      viewerIsFollowing: true,
    });
    expect(await saved(follower.id)).toEqual([{ id: list.id, viewerIsFollowing: true }]);
    expect(await follow(reader.id, list.id)).toEqual({
      __typename: 'BadRequest',
      message: catalogMessages.ownList,
    });
    await updateList(reader.id, { catalogId: list.id, visibility: 'PRIVATE' });
    expect(await saved(follower.id)).toEqual([]);
    expect(await follow(follower.id, list.id)).toMatchObject({ __typename: 'NotFound' });
    await updateList(reader.id, { catalogId: list.id, visibility: 'PUBLIC' });
    expect(await follow(follower.id, list.id, 'unfollowCatalog')).toMatchObject({ viewerIsFollowing: false });
    expect(await saved(follower.id)).toEqual([]);
  });
});

describe('a long list', () => {
  test('is read a page at a time, the cursor an offset; a cursor of no list is BadRequest', async () => {
    const { reader, stories } = await readerAndStories(27);
    const list = await createList(reader.id, { name: 'Long' });
    await editItems(
      reader.id,
      list.id,
      1,
      stories.slice(0, 25).map((story) => ({ append: { type: 'POST', id: story.id } })),
    );
    await editItems(
      reader.id,
      list.id,
      2,
      stories.slice(25).map((story) => ({ append: { type: 'POST', id: story.id } })),
    );
    const page = (to?: string) =>
      call(
        `query ($id: ID!, $to: String) { catalog(catalogSlugId: $id) { ... on Catalog { itemsCount
          itemsConnection(paging: { limit: 25, to: $to }) { items { post { id } } pagingInfo { next { to } } } } } }`,
        { id: list.id, to },
      );
    const first = await page();
    expect(first.itemsCount).toBe(27);
    expect(postIdsOf(first)).toEqual(stories.slice(0, 25).map((story) => story.id));
    expect(first.itemsConnection.pagingInfo.next).toEqual({ to: '25' });
    const second = await page('25');
    expect(postIdsOf(second)).toEqual(stories.slice(25).map((story) => story.id));
    expect(second.itemsConnection.pagingInfo.next).toBeNull();
    const refused = await api.graphql(
      `query ($id: ID!) { catalog(catalogSlugId: $id) { ... on Catalog { itemsConnection(paging: { to: "x" }) { items { catalogItemId } } } } }`,
      { id: list.id },
    );
    expect(refused.errors?.[0]).toMatchObject({ errorType: 'BadRequest' });
  });
});

describe('through the whole local platform', () => {
  let runtime: TestRuntime;
  let ownerId = '';
  const email = 'lin@folio.example';
  const session = { cookie: '', xsrf: '' };
  const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');

  /** Signs Lin in as a browser does: a binding, the link from the dev mailbox, then its cookies. */
  async function signIn() {
    const bound = await fetch(`${runtime.url}/m/callback/email/binding`);
    const { binding } = (await bound.json()) as { binding: string };
    const bindingCookie = bound.headers.getSetCookie()[0]!.split(';')[0]!;
    const body = JSON.stringify([
      {
        query: `mutation { sendAcctAuthEmail(email: "${email}", operation: login, type: link, binding: "${binding}") { __typename } }`,
      },
    ]);
    await postSigned(`${runtime.url}/_/batch`, body);
    const mails = await eventually(
      async () => (await (await fetch(`${runtime.url}/_/dev/mailbox.json`)).json()) as OutboxEntry[],
      (entries) => entries.length > 0,
    );
    const link = /http:\/\/localhost:\d+\/m\/callback\/email\?\S+/.exec(mails[0]!.text)![0];
    const cookies = Object.fromEntries(
      (await fetch(link, { redirect: 'manual', headers: { cookie: bindingCookie } })).headers
        .getSetCookie()
        .map((line) => line.split(';')[0]!.split('=') as [string, string]),
    );
    session.cookie = `folio_sid=${cookies.folio_sid}; folio_xsrf=${cookies.folio_xsrf}`;
    session.xsrf = cookies.folio_xsrf!;
  }
  const asLin = (xsrf = session.xsrf) => ({ cookie: session.cookie, [xsrfHeaderName]: xsrf });
  const bookmark = (postId: string, headers: Record<string, string>, method = 'POST') =>
    fetch(`${runtime.url}/_/bookmark/p/${postId}`, {
      method,
      headers: { 'x-amz-content-sha256': sha256(''), ...headers },
    });
  const batch = async (query: string, headers: Record<string, string> = {}) => {
    const response = await postSigned(`${runtime.url}/_/batch`, JSON.stringify([{ query }]), headers);
    return ((await response.json()) as [{ data: Record<string, Record<string, unknown>> }])[0].data;
  };
  let storyId = '';

  beforeAll(async () => {
    runtime = await startTestRuntime({
      prepare: async ({ data }) => {
        const lin = await makeUser(data, { username: 'lin', name: 'Lin Yutang', email });
        ownerId = lin.id;
        await data.entities.claim.put({ kind: 'email', value: email, ownerId: lin.id }).go();
        await data.entities.claim.put({ kind: 'username', value: 'lin', ownerId: lin.id }).go();
        storyId = (await makePost(data, { creatorId: lin.id, tags: [] })).post.id;
        await data.entities.catalog
          .create({
            id: 'abcdefabcdefabcd',
            creatorId: lin.id,
            name: 'Hidden',
            description: '',
            visibility: 'PRIVATE',
            items: [],
            version: 1,
            createdAt: 1,
            updatedAt: 1,
          })
          .go();
      },
    });
    await signIn();
  }, 60_000);
  afterAll(() => runtime.stop());

  test('POST /_/bookmark/p/{postId} saves to the Reading list (double submit), DELETE takes it out', async () => {
    expect((await bookmark(storyId, {})).status).toBe(401);
    expect((await bookmark(storyId, { cookie: session.cookie })).status).toBe(403);
    expect((await bookmark(storyId, asLin('not-the-token'))).status).toBe(403);
    const saved = await bookmark(storyId, asLin());
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      __typename: 'AddToPredefinedCatalogSuccess',
      version: 1,
      catalog: { id: `predefined:${ownerId}:READING_LIST` },
    });
    expect((await bookmark('abcdef0123456789', asLin())).status).toBe(404);
    const viewerIds = await batch(
      `{ postResult(id: "${storyId}") { ... on Post { viewerCatalogIds } } }`,
      asLin(),
    );
    expect(viewerIds.postResult).toEqual({ viewerCatalogIds: [`predefined:${ownerId}:READING_LIST`] });
    const removed = await bookmark(storyId, asLin(), 'DELETE');
    expect(await removed.json()).toMatchObject({ version: 2, insertedItem: null });
  });

  test('a private list is NotFound to everyone else by batch, on its pages and its embed; its owner sees it', async () => {
    const read = `{ catalog(catalogSlugId: "hidden-abcdefabcdefabcd") { __typename ... on Catalog { name } } }`;
    expect((await batch(read)).catalog).toEqual({ __typename: 'NotFound' });
    expect((await batch(read, asLin())).catalog).toEqual({ __typename: 'Catalog', name: 'Hidden' });
    for (const path of [
      '/@lin/list/hidden-abcdefabcdefabcd',
      '/me/list/hidden-abcdefabcdefabcd',
      '/embed/list/hidden-abcdefabcdefabcd',
    ])
      expect({ path, status: (await fetch(`${runtime.url}${path}`)).status }).toEqual({ path, status: 404 });
    const own = await fetch(`${runtime.url}/@lin/list/hidden-abcdefabcdefabcd`, {
      headers: { cookie: session.cookie },
    });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('Hidden');
    // Its owner's embed is a 404 too: embeds are for public lists only.
    expect(
      (
        await fetch(`${runtime.url}/embed/list/hidden-abcdefabcdefabcd`, {
          headers: { cookie: session.cookie },
        })
      ).status,
    ).toBe(404);
  });
});
