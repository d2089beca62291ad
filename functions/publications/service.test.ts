import { anonymousViewer } from '#shared/api/viewer.ts';
import type { CollectionItem, PublicationsRepository } from './repository.ts';
import { createPublicationsService, maxAdminCollections } from './service.ts';

const collection = (id: string, slug: string, domain?: string): CollectionItem => ({
  id,
  slug,
  name: slug,
  description: '',
  creatorId: 'owner',
  createdAt: 0,
  ...(domain && { domain }),
});
const journal = collection('c-journal', 'the-journal', 'journal.example.com');

function memoryRepository(collections: CollectionItem[]) {
  const byId = new Map(collections.map((item) => [item.id, item]));
  return {
    findCollectionById: jest.fn(async (id: string) => byId.get(id)),
    findCollectionBySlug: jest.fn(async (slug: string) => collections.find((item) => item.slug === slug)),
    findCollectionByDomain: jest.fn(async (domain: string) =>
      collections.find((item) => item.domain === domain),
    ),
    collectionsByCreator: jest.fn(async (creatorId: string, limit: number) =>
      collections.filter((item) => item.creatorId === creatorId).slice(0, limit),
    ),
    findCollectionsByIds: jest.fn(
      async (ids: readonly string[]) =>
        new Map(ids.flatMap((id) => (byId.has(id) ? [[id, byId.get(id) as CollectionItem] as const] : []))),
    ),
  } satisfies PublicationsRepository;
}

test('byDomainOrSlug looks a dotted value up as a domain and anything else as a slug', async () => {
  const repository = memoryRepository([journal]);
  const service = createPublicationsService({ repository });
  expect(await service.byDomainOrSlug('journal.example.com')).toMatchObject({ id: 'c-journal' });
  expect(repository.findCollectionByDomain).toHaveBeenCalledWith('journal.example.com');
  expect(await service.byDomainOrSlug('the-journal')).toMatchObject({ id: 'c-journal' });
  expect(repository.findCollectionBySlug).toHaveBeenCalledWith('the-journal');
  expect(await service.byDomainOrSlug('nothing')).toBeNull();
});

test('collectionsOf answers in order, null without a publication, with one batch read', async () => {
  const repository = memoryRepository([journal]);
  const found = await createPublicationsService({ repository }).collectionsOf([
    null,
    'c-journal',
    'c-gone',
    undefined,
    'c-journal',
  ]);
  expect(found.map((item) => item?.id ?? null)).toEqual([null, 'c-journal', null, null, 'c-journal']);
  expect(repository.findCollectionsByIds).toHaveBeenCalledTimes(1);
});

describe('adminCollections', () => {
  const asOwner = { ...anonymousViewer, id: 'owner', xsrf: 'x' };

  test("lists the viewer's own publications, read with one capped query", async () => {
    const repository = memoryRepository([journal]);
    const service = createPublicationsService({ repository });
    expect(await service.adminCollections('owner', asOwner)).toEqual([
      expect.objectContaining({ __typename: 'Collection', id: 'c-journal' }),
    ]);
    expect(repository.collectionsByCreator).toHaveBeenCalledWith('owner', maxAdminCollections);
  });

  test("is null for someone else's User and for a visitor, without reading", async () => {
    const repository = memoryRepository([journal]);
    const service = createPublicationsService({ repository });
    expect(await service.adminCollections('someone-else', asOwner)).toBeNull();
    expect(await service.adminCollections('owner', anonymousViewer)).toBeNull();
    expect(repository.collectionsByCreator).not.toHaveBeenCalled();
  });
});
