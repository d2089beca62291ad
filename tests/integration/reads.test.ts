import { createCollectionReads } from '#shared/data/reads/collections.ts';
import { createUserReads } from '#shared/data/reads/users.ts';
import { countRequests, type SentRequest } from '#local/request-counter.ts';
import { makeCollection, makeUser } from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';

/** The read layer (functions/shared/data/reads/): the reads several domains share, against DynamoDB Local. */
let table: Awaited<ReturnType<typeof createTestTable>>;
let users: ReturnType<typeof createUserReads>;
let collections: ReturnType<typeof createCollectionReads>;
let requests: ReturnType<typeof countRequests>;
let ada: Awaited<ReturnType<typeof makeUser>>;
let grace: Awaited<ReturnType<typeof makeUser>>;
let journal: Awaited<ReturnType<typeof makeCollection>>;
let notes: Awaited<ReturnType<typeof makeCollection>>;

beforeAll(async () => {
  table = await createTestTable();
  users = createUserReads(table.data);
  collections = createCollectionReads(table.data);
  requests = countRequests(table.client);
  ada = await makeUser(table.data, { username: 'ada_l', name: 'Ada Lovelace', hasSubdomain: true });
  grace = await makeUser(table.data, { username: 'grace', name: 'Grace Hopper' });
  journal = await makeCollection(table.data, { slug: 'the-journal', domain: 'journal.example.com' });
  notes = await makeCollection(table.data, { slug: 'field-notes', name: 'Field Notes' });
});
afterAll(() => table.close());
beforeEach(() => requests.reset());

/** Each request's command and whether it asked for a consistent read. */
const sent = () => requests.requests().map(({ command, input }) => [command, input.ConsistentRead]);

/** What the one BatchGetItem sent asked of the table: its keys, and whether it read consistently. */
function batchAsked(): { Keys: unknown[]; ConsistentRead?: boolean } | undefined {
  expect(requests.commands()).toEqual(['BatchGetItemCommand']);
  const [batch] = requests.requests() as [SentRequest];
  return (batch.input.RequestItems as Record<string, { Keys: unknown[] }>)[table.table];
}

describe('users', () => {
  test('findUserById reads the user with one GetItem, eventually consistent unless asked', async () => {
    expect(await users.findUserById(ada.id)).toMatchObject({
      id: ada.id,
      username: 'ada_l',
      hasSubdomain: true,
    });
    expect(await users.findUserById(ada.id, true)).toMatchObject({ id: ada.id, name: 'Ada Lovelace' });
    expect(sent()).toEqual([
      ['GetItemCommand', undefined],
      ['GetItemCommand', true],
    ]);
  });

  test('findUserById is undefined for an unknown id and for a publication’s id (same partition prefix)', async () => {
    expect(await users.findUserById('user-gone')).toBeUndefined();
    expect(await users.findUserById(journal.id)).toBeUndefined();
  });

  test('findUserByUsername finds the user in any case with one Query of gsi1, one item', async () => {
    expect(await users.findUserByUsername('Ada_L')).toMatchObject({ id: ada.id });
    expect(await users.findUserByUsername('nobody')).toBeUndefined();
    expect(requests.requests().map(({ command, input }) => [command, input.IndexName, input.Limit])).toEqual([
      ['QueryCommand', 'gsi1', 1],
      ['QueryCommand', 'gsi1', 1],
    ]);
  });

  test('findUsersByIds answers the users found, with one BatchGet of the unique ids', async () => {
    const found = await users.findUsersByIds([ada.id, grace.id, ada.id, 'user-gone']);
    expect([...found.keys()].sort()).toEqual([ada.id, grace.id].sort());
    expect(found.get(grace.id)).toMatchObject({ username: 'grace', name: 'Grace Hopper' });
    expect(batchAsked()).toMatchObject({ Keys: { length: 3 } });
    expect(batchAsked()?.ConsistentRead).toBeUndefined();
  });

  test('findUsersByIds asks nothing for no ids', async () => {
    expect(await users.findUsersByIds([])).toEqual(new Map());
    expect(requests.commands()).toEqual([]);
  });
});

describe('collections', () => {
  test('findCollectionById reads the publication with one GetItem, eventually consistent unless asked', async () => {
    expect(await collections.findCollectionById(notes.id)).toMatchObject({
      slug: 'field-notes',
      name: 'Field Notes',
    });
    expect(await collections.findCollectionById(notes.id, true)).toMatchObject({ id: notes.id });
    expect(sent()).toEqual([
      ['GetItemCommand', undefined],
      ['GetItemCommand', true],
    ]);
  });

  test('findCollectionById is undefined for an unknown id and for a user’s id (same partition prefix)', async () => {
    expect(await collections.findCollectionById('collection-gone')).toBeUndefined();
    expect(await collections.findCollectionById(ada.id)).toBeUndefined();
  });

  test('findCollectionByDomain finds a live custom domain in any case with one Query of gsi2, one item', async () => {
    expect(await collections.findCollectionByDomain('Journal.Example.COM')).toMatchObject({ id: journal.id });
    expect(await collections.findCollectionByDomain('field-notes')).toBeUndefined();
    expect(requests.requests().map(({ command, input }) => [command, input.IndexName, input.Limit])).toEqual([
      ['QueryCommand', 'gsi2', 1],
      ['QueryCommand', 'gsi2', 1],
    ]);
  });

  test('findCollectionsByIds answers the publications found, with one BatchGet of the unique ids', async () => {
    const found = await collections.findCollectionsByIds([notes.id, 'collection-gone', journal.id, notes.id]);
    expect([...found.keys()].sort()).toEqual([journal.id, notes.id].sort());
    expect(found.get(journal.id)).toMatchObject({ slug: 'the-journal', domain: 'journal.example.com' });
    expect(batchAsked()).toMatchObject({ Keys: { length: 3 } });
    expect(batchAsked()?.ConsistentRead).toBeUndefined();
  });

  test('findCollectionsByIds asks nothing for no ids', async () => {
    expect(await collections.findCollectionsByIds([])).toEqual(new Map());
    expect(requests.commands()).toEqual([]);
  });
});
