import { countRequests } from '#local/request-counter.ts';
import { makeCollection, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * What the publish dialog offers, through the local AppSync over DynamoDB Local: the existing tags
 * starting like what the writer types, and the publications a writer follows (beside those they edit).
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data);
  const tags: [string, string, number][] = [
    ['javascript', 'JavaScript', 40],
    ['java', 'Java', 12],
    ['jazz', 'Jazz', 12],
    ['java-ee', 'Java EE', 0],
    ['data-science', 'Data Science', 7],
    ['data', 'Data', 30],
    ['database', 'Database', 2],
    ['data-visualization', 'Data Visualization', 1],
    ['data-engineering', 'Data Engineering', 3],
    ['data-mesh', 'Data Mesh', 1],
    ['kotlin', 'Kotlin', 5],
  ];
  await Promise.all(
    tags.map(([slug, displayTitle, postCount]) =>
      table.data.entities.tag.put({ slug, displayTitle, postCount }).go(),
    ),
  );
});
afterAll(() => table.close());

const suggest = async (prefix: string) => {
  const answer = await api.graphql(
    'query Suggest($prefix: String!) { tagSuggestions(prefix: $prefix) { id displayTitle postCount } }',
    { prefix },
  );
  return answer;
};
const suggested = async (prefix: string) => {
  const answer = await suggest(prefix);
  expect(answer.errors).toBeUndefined();
  return answer.data!.tagSuggestions.map((tag: { displayTitle: string }) => tag.displayTitle);
};

describe('tagSuggestions', () => {
  test('tags starting like the text, most used first, only those with a listed story', async () => {
    expect(await suggested('ja')).toEqual(['JavaScript', 'Java', 'Jazz']);
    expect(await suggested('Jav')).toEqual(['JavaScript', 'Java']);
    expect(await suggested('java e')).toEqual([]);
    expect(await suggested('k')).toEqual(['Kotlin']);
  });

  test('at most five, as the writer spells them (spaces and case do not matter)', async () => {
    expect(await suggested('Data')).toEqual([
      'Data',
      'Data Science',
      'Data Engineering',
      'Database',
      'Data Mesh',
    ]);
    expect(await suggested('  DATA   sc')).toEqual(['Data Science']);
  });

  test('nothing for text without a letter or a digit; more than a tag’s length is refused clearly', async () => {
    expect(await suggested('')).toEqual([]);
    expect(await suggested('#!')).toEqual([]);
    const tooLong = await suggest('x'.repeat(26));
    expect(tooLong.errors?.[0]?.message).toBe('prefix: A tag has at most 25 characters.');
  });

  test('a tag made by a publish is suggested: its first write keeps the index', async () => {
    await table.data.transaction
      .write(({ tag }) => [
        tag.upsert({ slug: 'zig' }).ifNotExists({ displayTitle: 'Zig' }).add({ postCount: 1 }).commit(),
      ])
      .go();
    expect(await suggested('zi')).toEqual(['Zig']);
  });

  test('one DynamoDB request a suggestion', async () => {
    const requests = countRequests(table.client);
    await suggested('da');
    expect(requests.commands()).toEqual(['QueryCommand']);
  });
});

describe('User.followingCollectionsConnection', () => {
  test('the publications a user follows, newest follow first, paged', async () => {
    const reader = await makeUser(table.data);
    const older = await makeCollection(table.data, { name: 'The Older One' });
    const newer = await makeCollection(table.data, { name: 'The Newer One' });
    const followed = async (id: string, createdAt: number) =>
      table.data.entities.follow
        .create({ followerId: reader.id, targetKind: 'collection', targetId: id, createdAt })
        .go();
    await followed(older.id, 1_000);
    await followed(newer.id, 2_000);
    const page = async (cursor?: string) => {
      const answer = await api.graphql(
        `query Following($id: ID!, $paging: PagingOptions) {
          userResult(id: $id) { ... on User { followingCollectionsConnection(paging: $paging) {
            collections { name } pagingInfo { next { to limit } } } } }
        }`,
        { id: reader.id, paging: { limit: 1, ...(cursor && { to: cursor }) } },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.userResult.followingCollectionsConnection;
    };
    const first = await page();
    expect(first.collections.map((c: { name: string }) => c.name)).toEqual(['The Newer One']);
    const second = await page(first.pagingInfo.next.to);
    expect(second.collections.map((c: { name: string }) => c.name)).toEqual(['The Older One']);
  });
});
