import { createHandler } from '#functions/publications/handler.ts';
import type { GraphqlCollection } from '#shared/api/graphql-collection/graphql-collection.ts';
import { batchResolverEvents, resolverEvent } from '#fixtures/appsync-event.ts';
import { makeCollection } from '#fixtures/factories.ts';
import { countRequests } from '#local/request-counter.ts';
import { createTestTable } from '#fixtures/table.ts';

/** Asks for a stored field, so the resolver must read the item (an id alone is answered from the story). */
const withName = { selectionSetList: ['id', 'name'] };

/** Query.collectionByDomainOrSlug, Query.collection and the batched Post.collection against DynamoDB Local. */
let table: Awaited<ReturnType<typeof createTestTable>>;
let handler: ReturnType<typeof createHandler>;
let requests: ReturnType<typeof countRequests>;
let journal: Awaited<ReturnType<typeof makeCollection>>;
let notes: Awaited<ReturnType<typeof makeCollection>>;

beforeAll(async () => {
  table = await createTestTable();
  handler = createHandler(table.data);
  requests = countRequests(table.client);
  journal = await makeCollection(table.data, {
    slug: 'the-journal',
    name: 'The Journal',
    description: 'Long reads',
    domain: 'journal.example.com',
    avatarImageId: 'img-avatar',
    logoImageId: 'img-logo',
    navigationItems: [
      { title: 'Essays', value: 'essays', destination: 'TAG' },
      { title: 'Archive', value: 'https://archive.example.com/', destination: 'URL' },
    ],
  });
  notes = await makeCollection(table.data, { slug: 'field-notes', name: 'Field Notes' });
});
afterAll(() => table.close());
beforeEach(() => requests.reset());

const byDomainOrSlug = (domainOrSlug: unknown) =>
  handler(
    resolverEvent('Query.collectionByDomainOrSlug', { arguments: { domainOrSlug } }),
  ) as Promise<GraphqlCollection | null>;

describe('Query.collectionByDomainOrSlug', () => {
  test.each(['journal.example.com', ' Journal.Example.COM '])(
    'finds a publication by its domain %p (Query gsi2)',
    async (domain) => {
      expect(await byDomainOrSlug(domain)).toEqual({
        __typename: 'Collection',
        id: journal.id,
        slug: 'the-journal',
        name: 'The Journal',
        description: 'Long reads',
        avatar: { id: 'img-avatar' },
        logo: { id: 'img-logo' },
        domain: 'journal.example.com',
        subscriberCount: 0,
        navigationItems: [
          { __typename: 'NavigationItem', title: 'Essays', value: 'essays', destination: 'TAG' },
          {
            __typename: 'NavigationItem',
            title: 'Archive',
            value: 'https://archive.example.com/',
            destination: 'URL',
          },
        ],
        creatorId: journal.creatorId,
      });
      expect(requests.commands()).toEqual(['QueryCommand']);
    },
  );

  test.each(['field-notes', 'Field-Notes'])(
    'finds a publication by its slug %p (Query gsi1)',
    async (slug) => {
      expect(await byDomainOrSlug(slug)).toMatchObject({
        id: notes.id,
        avatar: null,
        logo: null,
        domain: null,
        description: '',
      });
      expect(requests.commands()).toEqual(['QueryCommand']);
    },
  );

  test('is null for an unknown domain or slug', async () => {
    expect(await byDomainOrSlug('nowhere.example.com')).toBeNull();
    expect(await byDomainOrSlug('nowhere')).toBeNull();
  });

  test('does not take a slug for a domain: the slug of a domain-less publication is not found by domain', async () => {
    expect(await byDomainOrSlug('field-notes.example.com')).toBeNull();
  });

  test.each(['', '   ', 'x'.repeat(254), 42])(
    'refuses %p with BadRequest, without a request',
    async (value) => {
      await expect(byDomainOrSlug(value)).rejects.toMatchObject({ name: 'BadRequest' });
      expect(requests.commands()).toEqual([]);
    },
  );
});

describe('Query.collection', () => {
  test('finds a publication by id (GetItem) and is null for an unknown id', async () => {
    expect(await handler(resolverEvent('Query.collection', { arguments: { id: notes.id } }))).toMatchObject({
      slug: 'field-notes',
    });
    expect(
      await handler(resolverEvent('Query.collection', { arguments: { id: 'collection-none' } })),
    ).toBeNull();
    expect(requests.commands()).toEqual(['GetItemCommand', 'GetItemCommand']);
  });

  test('refuses an empty id with BadRequest', async () => {
    await expect(handler(resolverEvent('Query.collection', { arguments: { id: '' } }))).rejects.toMatchObject(
      { name: 'BadRequest' },
    );
  });
});

describe('Post.collection (BatchInvoke)', () => {
  test("answers each story's publication in order, null without one, with one BatchGet", async () => {
    const sources = [
      { collectionId: notes.id },
      { collectionId: null },
      { collectionId: journal.id },
      { collectionId: 'collection-gone' },
      { collectionId: notes.id },
    ];
    const found = (await handler(
      batchResolverEvents('Post.collection', sources, withName),
    )) as (GraphqlCollection | null)[];
    expect(found.map((collection) => collection?.id ?? null)).toEqual([
      notes.id,
      null,
      journal.id,
      null,
      notes.id,
    ]);
    expect(requests.commands()).toEqual(['BatchGetItemCommand']);
  });

  test('makes no request when no story of the batch has a publication', async () => {
    expect(
      await handler(batchResolverEvents('Post.collection', [{ collectionId: null }, {}], withName)),
    ).toEqual([null, null]);
    expect(requests.commands()).toEqual([]);
  });
});

describe('User.adminCollections', () => {
  const adminCollections = (userId: string, viewerId?: string) =>
    handler(
      resolverEvent('User.adminCollections', {
        source: { __typename: 'User', id: userId },
        selectionSetList: ['id', 'name', 'slug', 'avatar', 'avatar/id'],
        ...(viewerId && { viewer: { id: viewerId } }),
      }),
    ) as Promise<GraphqlCollection[] | null>;

  test('lists the publications the viewer created, newest first, with one Query of gsi3', async () => {
    const day = 24 * 60 * 60 * 1000;
    const founded = Date.UTC(2025, 0, 1);
    const made = await Promise.all(
      ['first', 'second', 'third', 'fourth'].map((name, index) =>
        makeCollection(table.data, {
          slug: `${name}-by-mia`,
          name,
          creatorId: 'user-mia',
          createdAt: founded + index * day,
        }),
      ),
    );
    await makeCollection(table.data, { slug: 'not-mias', creatorId: 'user-other' });
    requests.reset();

    const listed = await adminCollections('user-mia', 'user-mia');
    expect(listed?.map((collection) => collection.name)).toEqual(['fourth', 'third', 'second', 'first']);
    expect(listed?.[0]).toEqual({
      __typename: 'Collection',
      id: made[3]!.id,
      slug: 'fourth-by-mia',
      name: 'fourth',
      description: '',
      avatar: null,
      logo: null,
      domain: null,
      subscriberCount: 0,
      navigationItems: [],
      creatorId: 'user-mia',
    });
    expect(requests.commands()).toEqual(['QueryCommand']);
  });

  test('is an empty list for a viewer who created none', async () => {
    expect(await adminCollections('user-nobody', 'user-nobody')).toEqual([]);
  });

  test("is null for someone else's User and for a visitor, without a request", async () => {
    expect(await adminCollections('user-mia', 'user-other')).toBeNull();
    expect(await adminCollections('user-mia')).toBeNull();
    expect(requests.commands()).toEqual([]);
  });
});
