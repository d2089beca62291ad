import {
  catalogIdFromSlugId,
  catalogLimits,
  catalogMessages,
  isPrivateCatalog,
  predefinedCatalogId,
  predefinedCatalogTypes,
  type PredefinedCatalogType,
} from '#contract/catalogs.ts';
import { pagingInfo, type Paging } from '#contract/paging.ts';
import { refuseOverLimit } from '#shared/api/rate-limited.ts';
import { badRequest, notFound, ResultError, type ResultValue } from '#shared/api/results.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import { anonymousViewer, type Viewer } from '#shared/api/viewer.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import { canReadFullBody, canView } from '../access.ts';
import { toGraphqlPost } from '../mappers.ts';
import { writingLimits } from '../rate-limits.ts';
import type { PostItem, PostsRepository } from '../repository.ts';
import { canSeeCatalog, catalogNotFound, emptyPredefined, toGraphqlCatalog } from './mappers.ts';
import { applyOperations, itemOf, type CatalogOperation, type NewItem } from './operations.ts';
import { sumOfShards } from '../claps/repository.ts';
import type { CatalogItem, CatalogRecord, CatalogsRepository } from './repository.ts';
import type { Notifier } from '#shared/queues/notification-event.ts';
import type { Reindexer } from '#shared/queues/search-index-message.ts';

export interface CatalogsServiceDependencies {
  catalogs: CatalogsRepository;
  posts: Pick<PostsRepository, 'findPosts'>;
  rateLimits: RateLimitCounter;
  now: () => number;
  newId: () => string;
  /** A list followed is told to its creator (the notifications queue); only a list others may see is followed. */
  notify: Notifier;
  /** A public list's change (or a list made private or deleted) is indexed again. */
  reindex: Reindexer;
}

/** A page of a list's items: `limit` items from `offset` in the stored order (the cursor is the offset). */
export interface ItemsPage {
  offset: number;
  limit: number;
}

/** An item as Catalog.itemsConnection receives it from its parent. */
type StoredItemRef = Pick<CatalogItem, 'catalogItemId' | 'type' | 'entityId'> & { note?: string | null };

/** An item as the schema's CatalogItem: its story or its list. */
interface ShownItem {
  catalogItemId: string;
  type: CatalogItem['type'];
  note: string | null;
  post: ReturnType<typeof toGraphqlPost> | null;
  catalog: ReturnType<typeof toGraphqlCatalog> | null;
}

type Refusal = ResultValue<'BadRequest' | 'NotFound' | 'Forbidden'>;

/** A change of a predefined list: one story (or list) added at the top or end, or removed. */
interface PredefinedChange {
  type: PredefinedCatalogType;
  operation: { prepend?: NewItem; append?: NewItem; remove?: NewItem };
}
const notTheOwner = (): ResultValue<'Forbidden'> => ({
  __typename: 'Forbidden',
  message: catalogMessages.notTheOwner,
});
const isRefusal = (value: object): value is ResultValue => '__typename' in value;

/** A predefined id's owner and kind, when `id` is one. */
function predefinedOf(id: string): { userId: string; type: PredefinedCatalogType } | undefined {
  const [prefix, userId, type] = id.split(':');
  if (prefix !== 'predefined' || !userId) return undefined;
  return predefinedCatalogTypes.includes(type as PredefinedCatalogType)
    ? { userId, type: type as PredefinedCatalogType }
    : undefined;
}

/** Predefined lists first, in their order, then the reader's lists as given (newest first). */
const predefinedFirst = (records: readonly CatalogRecord[]) => [
  ...predefinedCatalogTypes.flatMap((type) => records.filter((record) => record.predefined === type)),
  ...records.filter((record) => !record.predefined),
];

/**
 * Lists (issue #13): a reader's catalogs, predefined or their own, each an ordered set of stories and
 * lists under a version. Private lists exist for their owner alone: anyone else gets the NotFound of an
 * unknown id, on every path. Only the owner changes a list; items are shown by the posts domain's rules
 * (`canView`, the member-only preview).
 */
export function createCatalogsService({
  catalogs,
  posts,
  rateLimits,
  now,
  newId,
  notify,
  reindex,
}: CatalogsServiceDependencies) {
  /** Only a list that is, or was, public is in search: the private ones never reach the queue. */
  const reindexList = (id: string, ...visibilities: CatalogRecord['visibility'][]) =>
    visibilities.some((visibility) => !isPrivateCatalog(visibility))
      ? reindex([{ kind: 'list', id }])
      : Promise.resolve();

  /** A list as stored, or an untouched predefined list of its owner; undefined when there is none. */
  async function read(id: string, viewer: Viewer, consistent = false): Promise<CatalogRecord | undefined> {
    return (await catalogs.findCatalog(id, { consistent })) ?? untouchedPredefined(id, viewer);
  }

  /** The viewer's own predefined list `id` before its first save; undefined for any other id. */
  function untouchedPredefined(id: string, viewer: Viewer): CatalogRecord | undefined {
    const predefined = predefinedOf(id);
    return predefined && predefined.userId === viewer.id
      ? emptyPredefined(predefined.userId, predefined.type, now())
      : undefined;
  }

  /** Every list of the viewer, the three predefined ones included (made up when never saved to). */
  async function listsOfViewer(viewer: SignedInViewer): Promise<CatalogRecord[]> {
    const stored = await catalogs.allCatalogsOf(viewer.id);
    const missing = predefinedCatalogTypes
      .filter((type) => !stored.some((record) => record.predefined === type))
      .map((type) => emptyPredefined(viewer.id, type, now()));
    return predefinedFirst([...stored, ...missing]);
  }

  /** The viewer's own list `id`, read consistently for a change, or why not. */
  async function owned(viewer: SignedInViewer, slugId: string): Promise<CatalogRecord | Refusal> {
    const id = catalogIdFromSlugId(slugId, viewer.id);
    const record = id ? await read(id, viewer, true) : undefined;
    if (!record || !canSeeCatalog(record, viewer)) return catalogNotFound(slugId);
    return record.creatorId === viewer.id ? record : notTheOwner();
  }

  /** What may be added: stories the viewer may open, published; lists the viewer may see. */
  async function checkNewEntities(
    entities: readonly NewItem[],
    viewer: Viewer,
  ): Promise<Refusal | undefined> {
    const postIds = entities.filter((entity) => entity.type === 'POST').map((entity) => entity.entityId);
    const listIds = entities.filter((entity) => entity.type === 'CATALOG').map((entity) => entity.entityId);
    const [found, lists] = await Promise.all([
      postIds.length > 0 ? posts.findPosts(postIds) : new Map<string, PostItem>(),
      listIds.length > 0 ? catalogs.findCatalogs(listIds) : new Map<string, CatalogRecord>(),
    ]);
    const missingPost = postIds.find((id) => {
      const story = found.get(id);
      return !story || story.status !== 'PUBLISHED' || !canView(story, viewer);
    });
    if (missingPost) return notFound(`No story with id ${missingPost}.`);
    const missingList = listIds.find((id) => {
      const list = lists.get(id);
      return !list || !canSeeCatalog(list, viewer);
    });
    return missingList ? catalogNotFound(missingList) : undefined;
  }

  /**
   * Applies `operations` to the list as read and writes it over that version: the new record, a refusal,
   * or 'changed' when the list changed meanwhile (nothing written).
   */
  /**
   * A change of one of the viewer's predefined lists: saving what is already saved, or removing what is
   * not there, changes nothing and succeeds. A concurrent change of the list is read again and the save
   * retried (twice at most).
   */
  async function changePredefined(viewer: SignedInViewer, request: PredefinedChange) {
    const id = `predefined:${viewer.id}:${request.type}`;
    for (let attempt = 0; attempt < 3; attempt++) {
      const record = (await read(id, viewer, true))!;
      const { remove, ...add } = request.operation;
      const entity = (remove ?? add.prepend ?? add.append)!;
      const existing = itemOf(record.items, entity);
      const success = (catalog: CatalogRecord, item: CatalogItem | undefined) => ({
        __typename: 'AddToPredefinedCatalogSuccess' as const,
        version: catalog.version,
        insertedItem: item
          ? { catalogItemId: item.catalogItemId, type: item.type, note: item.note ?? null }
          : null,
        catalog: toGraphqlCatalog(catalog),
      });
      if (remove ? !existing : existing) return success(record, existing);
      const operation: CatalogOperation = existing
        ? { remove: { catalogItemId: existing.catalogItemId } }
        : (add as CatalogOperation);
      const written = await write(record, [operation], viewer);
      if (written === 'changed') continue;
      if (isRefusal(written)) return written;
      const inserted = remove
        ? undefined
        : written.record.items.find((item) => item.catalogItemId === written.touched[0]);
      return success(written.record, inserted);
    }
    throw new ResultError('ServiceUnavailable', 'Your list is changing too fast; try again.');
  }

  async function write(record: CatalogRecord, operations: readonly CatalogOperation[], viewer: Viewer) {
    const at = now();
    const applied = applyOperations(record.items, operations, {
      catalogId: record.id,
      newItemId: newId,
      now: at,
    });
    if ('refusal' in applied) return badRequest(applied.refusal);
    const added = operations.flatMap((operation) =>
      'prepend' in operation ? [operation.prepend] : 'append' in operation ? [operation.append] : [],
    );
    const refused = await checkNewEntities(added, viewer);
    if (refused) return refused;
    const next: CatalogRecord = {
      ...record,
      items: applied.items,
      version: record.version + 1,
      updatedAt: at,
    };
    const ok =
      record.version === 0
        ? await catalogs.createCatalog({ ...next, createdAt: at })
        : await catalogs.writeItems(record, applied.items, at);
    if (!ok) return 'changed' as const;
    await reindexList(record.id, record.visibility);
    return { record: next, touched: applied.touched };
  }

  const present = (story: PostItem, viewer: Viewer) =>
    toGraphqlPost(story, { isFullContent: canReadFullBody(story, viewer) });

  /**
   * Catalog.itemsConnection for a batch of lists (one page of each): ONE BatchGetItem of their stories and one of the lists inside
   * them (each only when there are some). Stories the viewer may not open, unpublished ones and lists
   * the viewer may not see are left out; member-only stories carry their preview only.
   */
  async function itemsOf(
    sources: readonly { storedItems: readonly StoredItemRef[]; page: ItemsPage }[],
    viewer: Viewer,
  ) {
    const pages = sources.map(({ storedItems, page }) =>
      storedItems.slice(page.offset, page.offset + page.limit),
    );
    const all = pages.flat();
    const postIds = all.filter((item) => item.type === 'POST').map((item) => item.entityId);
    const listIds = all.filter((item) => item.type === 'CATALOG').map((item) => item.entityId);
    const [found, lists] = await Promise.all([
      postIds.length > 0 ? posts.findPosts(postIds) : new Map<string, PostItem>(),
      listIds.length > 0 ? catalogs.findCatalogs(listIds) : new Map<string, CatalogRecord>(),
    ]);
    const shown = (item: StoredItemRef): ShownItem[] => {
      const base: ShownItem = {
        catalogItemId: item.catalogItemId,
        type: item.type,
        note: item.note ?? null,
        post: null,
        catalog: null,
      };
      if (item.type === 'POST') {
        const story = found.get(item.entityId);
        return story?.status === 'PUBLISHED' && canView(story, viewer)
          ? [{ ...base, post: present(story, viewer) }]
          : [];
      }
      const list = lists.get(item.entityId);
      return list && canSeeCatalog(list, viewer) ? [{ ...base, catalog: toGraphqlCatalog(list) }] : [];
    };
    return sources.map(({ storedItems, page }, index) => {
      const end = page.offset + page.limit;
      return {
        __typename: 'CatalogItemConnection' as const,
        items: pages[index]!.flatMap(shown),
        pagingInfo: pagingInfo(page.limit, end < storedItems.length ? String(end) : null),
      };
    });
  }

  return {
    /** Query.catalog: ONE Query of the list's partition, its clap shards with it (Catalog.clapCount). */
    async catalog(slugId: string, viewer: Viewer) {
      const id = catalogIdFromSlugId(slugId, viewer.id);
      if (!id) return catalogNotFound(slugId);
      const { record: stored, shards } = await catalogs.findCatalogWithShards(id);
      const record = stored ?? untouchedPredefined(id, viewer);
      if (!record || !canSeeCatalog(record, viewer)) return catalogNotFound(slugId);
      return { ...toGraphqlCatalog(record), clapCount: sumOfShards(shards) };
    },

    /**
     * Query.catalogsByUser: the reader's own lists (LISTS: ONE Query of gsi1; with no type, the owner's
     * Reading list first, one GetItem more) or the predefined three (PREDEFINED: the owner's alone). Others see only public lists; a page may hold fewer than its
     * limit, its cursor still goes on.
     */
    async catalogsByUser(
      request: {
        userId: string;
        type?: 'PREDEFINED' | 'LISTS' | null;
        visibility?: CatalogRecord['visibility'] | null;
        paging: Paging;
      },
      viewer: Viewer,
    ) {
      const connection = (records: CatalogRecord[], cursor: string | null) => ({
        __typename: 'CatalogConnection' as const,
        catalogs: records
          .filter((record) => canSeeCatalog(record, viewer))
          .filter((record) => !request.visibility || record.visibility === request.visibility)
          .map(toGraphqlCatalog),
        pagingInfo: pagingInfo(request.paging.limit, cursor),
      });
      if (request.type === 'PREDEFINED') {
        if (viewer.id !== request.userId) return connection([], null);
        const all = await listsOfViewer({ ...viewer, id: viewer.id });
        return connection(
          all.filter((record) => record.predefined),
          null,
        );
      }
      const page = await catalogs.catalogsOf(request.userId, request.paging);
      const lists = page.items.filter((record) => !record.predefined);
      // Your lists (no type asked): the owner's Reading list leads the first page.
      const withReadingList = !request.type && viewer.id === request.userId && !request.paging.cursor;
      if (!withReadingList) return connection(lists, page.cursor);
      const readingList = await read(predefinedCatalogId(request.userId, 'READING_LIST'), viewer);
      return connection(readingList ? [readingList, ...lists] : lists, page.cursor);
    },

    /** Query.postCatalogMembership: the viewer's lists and the entity's item in each: ONE Query of gsi1. */
    async membership(viewer: SignedInViewer, postId: string, isPostKind: boolean) {
      const entity = { type: isPostKind ? ('POST' as const) : ('CATALOG' as const), entityId: postId };
      const lists = await listsOfViewer(viewer);
      return {
        __typename: 'PostCatalogMembership' as const,
        postId,
        catalogs: lists.map((record) => ({
          catalog: toGraphqlCatalog(record),
          catalogItemId: itemOf(record.items, entity)?.catalogItemId ?? null,
        })),
      };
    },

    /** Post.viewerCatalogIds for a batch of stories: none read for a visitor, else ONE Query of gsi1. */
    async viewerCatalogIds(postIds: readonly string[], viewer: Viewer): Promise<string[][]> {
      if (!viewer.id) return postIds.map(() => []);
      const lists = await catalogs.allCatalogsOf(viewer.id);
      return postIds.map((postId) =>
        lists
          .filter((record) => itemOf(record.items, { type: 'POST', entityId: postId }))
          .map((record) => record.id),
      );
    },

    itemsOf,

    /** Query.catalogItems: ONE GetItem of the list, then `itemsOf`'s BatchGetItems. */
    async catalogItems(slugId: string, page: ItemsPage, viewer: Viewer) {
      const id = catalogIdFromSlugId(slugId, viewer.id);
      const record = id ? await read(id, viewer) : undefined;
      if (!record || !canSeeCatalog(record, viewer)) return catalogNotFound(slugId);
      const [connection] = await itemsOf([{ storedItems: record.items, page }], viewer);
      return connection!;
    },

    /** editCatalogItems: the rate limit, ONE consistent GetItem, ONE conditional write (Conflict when stale). */
    async editCatalogItems(
      viewer: SignedInViewer,
      request: { catalogId: string; version: number; operations: CatalogOperation[] },
    ) {
      const limited = await refuseOverLimit(rateLimits, writingLimits.lists, viewer.id, now());
      if (limited) return limited;
      const record = await owned(viewer, request.catalogId);
      if (isRefusal(record)) return record;
      const conflict = async () => {
        const current = (await read(record.id, viewer, true)) ?? record;
        return {
          __typename: 'Conflict' as const,
          message: catalogMessages.changed,
          currentCatalog: toGraphqlCatalog(current),
        };
      };
      if (record.version !== request.version) return conflict();
      const written = await write(record, request.operations, viewer);
      if (written === 'changed') return conflict();
      if (isRefusal(written)) return written;
      return {
        __typename: 'EditCatalogItemsSuccess' as const,
        version: written.record.version,
        operations: written.touched.map((catalogItemId) => ({ catalogItemId })),
        catalog: toGraphqlCatalog(written.record),
      };
    },

    /** addToPredefinedCatalog: the reader's rate limit, then the change (`changePredefined`). */
    async addToPredefinedCatalog(viewer: SignedInViewer, request: PredefinedChange) {
      const limited = await refuseOverLimit(rateLimits, writingLimits.lists, viewer.id, now());
      if (limited) return limited;
      return changePredefined(viewer, request);
    },

    /**
     * Keeps Resume reading (issue #13): a story a reader started goes on top of their CURRENTLY_READING
     * list, and leaves it once finished. Folio's own bookkeeping after a recorded read, so no rate limit
     * of the reader's (the read itself was limited).
     */
    async keepResumeReading(userId: string, postId: string, reading: boolean): Promise<void> {
      const item = { type: 'POST' as const, entityId: postId };
      await changePredefined(
        { ...anonymousViewer, id: userId },
        { type: 'CURRENTLY_READING', operation: reading ? { prepend: item } : { remove: item } },
      );
    },

    /** createCatalog: the rate limit, ONE Query of gsi1 (the count), ONE PutItem. */
    async createCatalog(
      viewer: SignedInViewer,
      input: Pick<CatalogRecord, 'name' | 'description' | 'visibility'>,
    ) {
      const limited = await refuseOverLimit(rateLimits, writingLimits.lists, viewer.id, now());
      if (limited) return limited;
      const own = (await catalogs.allCatalogsOf(viewer.id)).filter((record) => !record.predefined);
      if (own.length >= catalogLimits.listsMax) return badRequest(catalogMessages.tooManyLists);
      const at = now();
      const record: CatalogRecord = {
        id: newId(),
        creatorId: viewer.id,
        ...input,
        items: [],
        version: 1,
        createdAt: at,
        updatedAt: at,
      };
      await catalogs.createCatalog(record);
      await reindexList(record.id, record.visibility);
      return toGraphqlCatalog(record);
    },

    /** updateCatalog: the rate limit, ONE consistent GetItem, ONE UpdateItem. */
    async updateCatalog(
      viewer: SignedInViewer,
      {
        catalogId,
        ...details
      }: { catalogId: string } & Partial<Pick<CatalogRecord, 'name' | 'description' | 'visibility'>>,
    ) {
      const limited = await refuseOverLimit(rateLimits, writingLimits.lists, viewer.id, now());
      if (limited) return limited;
      const record = await owned(viewer, catalogId);
      if (isRefusal(record)) return record;
      if (record.predefined) return badRequest(catalogMessages.predefinedFixed);
      const at = now();
      await catalogs.updateDetails(record.id, details, at);
      await reindexList(record.id, record.visibility, details.visibility ?? record.visibility);
      return toGraphqlCatalog({ ...record, ...details, updatedAt: at });
    },

    /**
     * followCatalog and unfollowCatalog: the rate limit, ONE GetItem, ONE PutItem or DeleteItem. Only
     * another reader's list the viewer may see; one's own is BadRequest.
     */
    async setFollowing(viewer: SignedInViewer, slugId: string, following: boolean) {
      const limited = await refuseOverLimit(rateLimits, writingLimits.lists, viewer.id, now());
      if (limited) return limited;
      const id = catalogIdFromSlugId(slugId, viewer.id);
      const record = id ? await read(id, viewer) : undefined;
      if (!record || !canSeeCatalog(record, viewer)) return catalogNotFound(slugId);
      if (record.creatorId === viewer.id) return badRequest(catalogMessages.ownList);
      if (following) {
        const at = now();
        await catalogs.follow(viewer.id, record.id, at);
        await notify({
          type: 'notify',
          kind: 'LIST_FOLLOWED',
          ownerId: record.creatorId,
          actorId: viewer.id,
          catalogId: record.id,
          at,
        });
      } else await catalogs.unfollow(viewer.id, record.id);
      return { ...toGraphqlCatalog(record), viewerIsFollowing: following };
    },

    /** Notification.catalog for a batch: ONE BatchGetItem; a list gone or hidden from the viewer is null. */
    async listsInPlace(ids: readonly (string | null | undefined)[], viewer: Viewer) {
      const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
      const found =
        wanted.length > 0 ? await catalogs.findCatalogs(wanted) : new Map<string, CatalogRecord>();
      return ids.map((id) => {
        const record = id ? found.get(id) : undefined;
        return record && canSeeCatalog(record, viewer) ? toGraphqlCatalog(record) : null;
      });
    },

    /** Catalog.viewerIsFollowing for a batch of lists: none read for a visitor, else ONE BatchGetItem. */
    async viewerFollows(catalogIds: readonly string[], viewer: Viewer): Promise<boolean[]> {
      if (!viewer.id || catalogIds.length === 0) return catalogIds.map(() => false);
      const followed = await catalogs.followed(viewer.id, catalogIds);
      return catalogIds.map((id) => followed.has(id));
    },

    /** followedCatalogs: ONE Query of gsi2, ONE BatchGetItem of the lists; those not visible are left out. */
    async followedCatalogs(viewer: SignedInViewer, paging: Paging) {
      const page = await catalogs.followedCatalogs(viewer.id, paging);
      const ids = page.items.map((follow) => follow.catalogId);
      const found = ids.length > 0 ? await catalogs.findCatalogs(ids) : new Map<string, CatalogRecord>();
      return {
        __typename: 'CatalogConnection' as const,
        catalogs: ids
          .map((id) => found.get(id))
          .filter((record): record is CatalogRecord => record !== undefined && canSeeCatalog(record, viewer))
          .map(toGraphqlCatalog),
        pagingInfo: pagingInfo(paging.limit, page.cursor),
      };
    },

    /** deleteCatalog: the rate limit, ONE consistent GetItem, ONE DeleteItem. */
    async deleteCatalog(viewer: SignedInViewer, catalogId: string) {
      const limited = await refuseOverLimit(rateLimits, writingLimits.lists, viewer.id, now());
      if (limited) return limited;
      const record = await owned(viewer, catalogId);
      if (isRefusal(record)) return record;
      if (record.predefined) return badRequest(catalogMessages.predefinedFixed);
      await catalogs.deleteCatalog(record.id);
      await reindexList(record.id, record.visibility);
      return { __typename: 'CatalogDeleted' as const, catalogId: record.id };
    },
  };
}

export type CatalogsService = ReturnType<typeof createCatalogsService>;
