import { countRequests } from '#local/request-counter.ts';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * The series library (/collections), a list's items page by page with the owner's reorder across
 * pages, and the reader's reading-list state of a story (issue #13), through the local AppSync and the
 * posts Lambda over DynamoDB Local. The table is this file's own: the library holds only its series.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data);
});
afterAll(() => table.close());

const call = async (query: string, variables: Record<string, unknown>, viewerId?: string) => {
  const answer = await api.graphql(query, variables, viewerId);
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data!)[0];
};

/** A later millisecond: the library orders by the time a story last joined a series. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

interface LibraryPage {
  __typename: string;
  series: {
    sequenceSlug: string;
    storyCount: number;
    coverImage: { id: string } | null;
    post: { id: string; title: string };
  }[];
  pagingInfo: { next: { limit: number; to: string } | null };
}

const libraryPage = (paging: { limit: number; to?: string }, viewerId?: string): Promise<LibraryPage> =>
  call(
    `query ($paging: PagingOptions) { seriesLibrary(paging: $paging) { __typename
      ... on LibrarySeriesConnection { series { sequenceSlug storyCount coverImage { id }
        post { id title creator { id name } } } pagingInfo { next { limit to } } }
      ... on BadRequest { message } } }`,
    { paging },
    viewerId,
  );

/** Every page of the library, `limit` at a time: the series' titles in order. */
async function wholeLibrary(limit: number, viewerId?: string) {
  const titles: string[] = [];
  let to: string | undefined;
  do {
    const page = await libraryPage({ limit, ...(to ? { to } : {}) }, viewerId);
    titles.push(...page.series.map((series) => series.post.title));
    to = page.pagingInfo.next?.to;
  } while (to);
  return titles;
}

const mutate = (field: string, args: string, variables: Record<string, unknown>, viewerId: string) =>
  call(
    `mutation (${args}) { ${field} { __typename ... on Series { version post { id } } } }`,
    variables,
    viewerId,
  );

/** A new writer's series titled `title` holding `stories` new published stories (`image`: the first has one). */
async function publishedSeries(title: string, stories: number, { image = false } = {}) {
  const writer = await makeUser(table.data);
  let series = await mutate(
    'createSeries(title: $title, description: "About it")',
    '$title: String!',
    { title },
    writer.id,
  );
  const storyIds: string[] = [];
  for (let index = 0; index < stories; index += 1) {
    const previewImage =
      image && index === 0 ? { id: 'cover.png', originalWidth: 800, originalHeight: 600 } : undefined;
    const { post } = await makePost(table.data, {
      creatorId: writer.id,
      tags: [],
      ...(previewImage ? { previewImage } : {}),
    });
    storyIds.push(post.id);
    series = await mutate(
      'addToSeries(seriesId: $seriesId, postId: $postId, version: $version)',
      '$seriesId: ID!, $postId: ID!, $version: Int!',
      { seriesId: series.post.id, postId: post.id, version: series.version },
      writer.id,
    );
    await tick();
  }
  return { writer, seriesId: series.post.id as string, version: series.version as number, storyIds };
}

describe('the series library /collections', () => {
  let first: Awaited<ReturnType<typeof publishedSeries>>;
  let muted: Awaited<ReturnType<typeof publishedSeries>>;
  let trashed: Awaited<ReturnType<typeof publishedSeries>>;
  let reader: { id: string };

  beforeAll(async () => {
    first = await publishedSeries('Oldest series', 2, { image: true });
    await publishedSeries('Empty series', 0);
    muted = await publishedSeries('Muted writer series', 1);
    trashed = await publishedSeries('Only story trashed', 1);
    for (const index of [1, 2, 3]) await publishedSeries(`Series ${index}`, 1);
    reader = await makeUser(table.data);
    await call(
      `mutation ($id: ID!) { muteUser(targetUserId: $id) { __typename } }`,
      { id: muted.writer.id },
      reader.id,
    );
    await call(
      `mutation ($id: ID!) { deletePost(targetPostId: $id) { __typename } }`,
      { id: trashed.storyIds[0] },
      trashed.writer.id,
    );
  });

  test('newest first by the latest story to join, paged with the cursor, without repeats', async () => {
    expect(await wholeLibrary(2)).toEqual([
      'Series 3',
      'Series 2',
      'Series 1',
      'Muted writer series',
      'Oldest series',
    ]);
    const firstPage = await libraryPage({ limit: 2 });
    expect(firstPage.series).toHaveLength(2);
    expect(firstPage.pagingInfo.next).toMatchObject({ limit: 2, to: expect.any(String) });
  });

  test('a card counts the stories a reader may read and shows the first image as its cover', async () => {
    const all = (await libraryPage({ limit: 25 })).series;
    const oldest = all.find((series) => series.post.id === first.seriesId);
    expect(oldest).toMatchObject({ storyCount: 2, coverImage: { id: 'cover.png' } });
    expect(oldest!.sequenceSlug).toMatch(new RegExp(`-${first.seriesId}$`));
    expect(all.find((series) => series.post.title === 'Series 1')).toMatchObject({
      storyCount: 1,
      coverImage: null,
    });
  });

  test('a series whose only story is in the trash, and an empty one, are left out', async () => {
    const titles = await wholeLibrary(25);
    expect(titles).not.toContain('Only story trashed');
    expect(titles).not.toContain('Empty series');
  });

  test('a writer the reader muted is left out for that reader only', async () => {
    expect(await wholeLibrary(25, reader.id)).not.toContain('Muted writer series');
    expect(await wholeLibrary(25)).toContain('Muted writer series');
  });

  test('a story joining an older series brings it to the top', async () => {
    const { post } = await makePost(table.data, { creatorId: first.writer.id, tags: [] });
    await mutate(
      'addToSeries(seriesId: $seriesId, postId: $postId, version: $version)',
      '$seriesId: ID!, $postId: ID!, $version: Int!',
      { seriesId: first.seriesId, postId: post.id, version: first.version },
      first.writer.id,
    );
    const [top] = (await libraryPage({ limit: 1 })).series;
    expect(top).toMatchObject({ post: { title: 'Oldest series' }, storyCount: 3 });
  });

  test('a page costs one Query and one BatchGetItem (and the writers’ BatchGetItem) for a visitor', async () => {
    const requests = countRequests(table.client);
    await libraryPage({ limit: 4 });
    expect(requests.commands().sort()).toEqual([
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'QueryCommand',
    ]);
  });

  test('a cursor that is not the library’s is a BadRequest', async () => {
    expect(await libraryPage({ limit: 2, to: 'not-a-cursor' })).toMatchObject({ __typename: 'BadRequest' });
  });
});

const catalogPage = (catalogSlugId: string, paging: { limit: number; to?: string }, viewerId: string) =>
  call(
    `query ($catalogSlugId: ID!, $paging: PagingOptions) { catalogItems(catalogSlugId: $catalogSlugId, paging: $paging) {
      __typename ... on CatalogItemConnection { items { catalogItemId post { id } } pagingInfo { next { limit to } } } } }`,
    { catalogSlugId, paging },
    viewerId,
  );

/** Every item of a list, 15 at a time (the list page's pages): post ids in order, and each page's size. */
async function wholeList(catalogSlugId: string, viewerId: string) {
  const items: { catalogItemId: string; post: { id: string } }[] = [];
  const sizes: number[] = [];
  let to: string | undefined;
  do {
    const page = await catalogPage(catalogSlugId, { limit: 15, ...(to ? { to } : {}) }, viewerId);
    items.push(...page.items);
    sizes.push(page.items.length);
    to = page.pagingInfo.next?.to;
  } while (to);
  return { items, sizes };
}

const editItems = (viewerId: string, catalogId: string, version: number, operations: unknown[]) =>
  call(
    `mutation ($catalogId: ID!, $version: Int!, $operations: [CatalogItemOperation!]!) {
      editCatalogItems(catalogId: $catalogId, version: $version, operations: $operations) { __typename
        ... on EditCatalogItemsSuccess { version } ... on Conflict { message } } }`,
    { catalogId, version, operations },
    viewerId,
  );

describe('a list of 40 items, page by page', () => {
  test('pages of 15 hold every item once, and the owner’s reorder across pages keeps every item', async () => {
    const owner = await makeUser(table.data);
    const writer = await makeUser(table.data);
    const storyIds: string[] = [];
    for (let index = 0; index < 40; index += 1)
      storyIds.push((await makePost(table.data, { creatorId: writer.id, tags: [] })).post.id);
    const list = await call(
      `mutation ($input: CreateCatalogInput!) { createCatalog(input: $input) { ... on Catalog { id slugId version } } }`,
      { input: { name: 'Forty stories', visibility: 'PUBLIC' } },
      owner.id,
    );
    const append = (ids: string[]) => ids.map((id) => ({ append: { type: 'POST', id } }));
    const half = await editItems(owner.id, list.id, list.version, append(storyIds.slice(0, 20)));
    const full = await editItems(owner.id, list.id, half.version, append(storyIds.slice(20)));
    expect(full).toMatchObject({ __typename: 'EditCatalogItemsSuccess' });

    const before = await wholeList(list.slugId, owner.id);
    expect(before.sizes).toEqual([15, 15, 10]);
    expect(before.items.map((item) => item.post.id)).toEqual(storyIds);

    // Item 36 (on the third page) goes after item 2 (on the first), with the version the owner read.
    const moved = before.items[35]!;
    const reordered = await editItems(owner.id, list.id, full.version, [
      { move: { catalogItemId: moved.catalogItemId, afterCatalogItemId: before.items[1]!.catalogItemId } },
    ]);
    expect(reordered).toMatchObject({ __typename: 'EditCatalogItemsSuccess', version: full.version + 1 });
    const after = (await wholeList(list.slugId, owner.id)).items.map((item) => item.post.id);
    const expected = [...storyIds.slice(0, 2), storyIds[35], ...storyIds.slice(2, 35), ...storyIds.slice(36)];
    expect(after).toEqual(expected);

    // The version read before the move is stale now: Conflict, nothing written.
    expect(
      await editItems(owner.id, list.id, full.version, [{ remove: { catalogItemId: moved.catalogItemId } }]),
    ).toMatchObject({
      __typename: 'Conflict',
    });
    expect((await wholeList(list.slugId, owner.id)).items).toHaveLength(40);
  });
});

const readingList = (postIds: string[], viewerId?: string) =>
  Promise.all(
    postIds.map(async (id) => {
      const post = await call(
        `query ($id: ID!) { postResult(id: $id) { ... on Post { viewerEdge { readingList } } } }`,
        { id },
        viewerId,
      );
      return post.viewerEdge.readingList;
    }),
  );

describe('a story’s reading-list state', () => {
  test('NONE, QUEUE once saved, ARCHIVE once finished (saved or not); a visitor’s is NONE', async () => {
    const reader = await makeUser(table.data);
    const writer = await makeUser(table.data);
    const [saved, finished, savedFinished, other] = await Promise.all(
      [1, 2, 3, 4].map(async () => (await makePost(table.data, { creatorId: writer.id, tags: [] })).post.id),
    );
    for (const postId of [saved!, savedFinished!])
      await call(
        `mutation ($operation: PredefinedCatalogOperation!) { addToPredefinedCatalog(type: READING_LIST, operation: $operation) { __typename } }`,
        { operation: { prepend: { type: 'POST', id: postId } } },
        reader.id,
      );
    for (const postId of [finished!, savedFinished!])
      await call(
        `mutation ($postId: ID!) { recordPostRead(postId: $postId, progress: FINISHED) { __typename } }`,
        { postId },
        reader.id,
      );
    expect(await readingList([saved!, finished!, savedFinished!, other!], reader.id)).toEqual([
      'READING_LIST_QUEUE',
      'READING_LIST_ARCHIVE',
      'READING_LIST_ARCHIVE',
      'READING_LIST_NONE',
    ]);
    expect(await readingList([saved!, finished!])).toEqual(['READING_LIST_NONE', 'READING_LIST_NONE']);
  });

  test('a reader’s state of a batch of stories costs one BatchGetItem; a visitor’s none', async () => {
    const reader = await makeUser(table.data);
    const writer = await makeUser(table.data);
    const { post } = await makePost(table.data, { creatorId: writer.id, tags: [] });
    const query = `query ($id: ID!) { postResult(id: $id) { ... on Post { viewerEdge { readingList } } } }`;
    const requests = countRequests(table.client);
    await call(query, { id: post.id }, reader.id);
    expect(requests.commands()).toEqual(['GetItemCommand', 'BatchGetItemCommand']);
    requests.reset();
    await call(query, { id: post.id });
    expect(requests.commands()).toEqual(['GetItemCommand']);
  });
});
