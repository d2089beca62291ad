import { catalogVisibilities, predefinedCatalogTypes } from '#contract/catalogs.ts';

export const catalogItemTypes = ['POST', 'CATALOG'] as const;

/**
 * A reader's list (a catalog, issue #13, functions/posts/catalogs): its name, visibility and its items in
 * order, all in one item, so a change is one conditional write on `version` (spec 3 §7 editCatalogItems)
 * and a list page reads one item. The predefined lists (`predefined:{userId}:{KIND}`) are written the
 * first time something is saved to them; before that they read as empty.
 */
export const catalogSchema = {
  model: { entity: 'catalog', version: '1', service: 'folio' },
  attributes: {
    id: { type: 'string', required: true },
    creatorId: { type: 'string', required: true },
    /** Set on the three predefined lists only. */
    predefined: { type: predefinedCatalogTypes },
    name: { type: 'string', required: true },
    description: { type: 'string', required: true },
    visibility: { type: catalogVisibilities, required: true },
    /** In order, at most `catalogLimits.itemsMax` (graphql/contract/catalogs.ts). */
    items: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          catalogItemId: { type: 'string', required: true },
          type: { type: catalogItemTypes, required: true },
          /** The story's id (POST) or the list's id (CATALOG). */
          entityId: { type: 'string', required: true },
          note: { type: 'string' },
          addedAt: { type: 'number', required: true },
        },
      },
    },
    /**
     * Responses to the list shown to readers (decision 119): moved with their `postResponse` items in
     * one transaction by functions/posts/responses, as a story's are; list edits never write it.
     */
    responsesCount: { type: 'number', default: 0 },
    /** Responses its owner hid (not in `responsesCount`): the page reads the thread for the owner only then. */
    hiddenResponsesCount: { type: 'number', default: 0 },
    /** Grows by one with every change of `items`; each such write is conditioned on the version it read. */
    version: { type: 'number', required: true },
    createdAt: { type: 'number', required: true, readOnly: true },
    updatedAt: { type: 'number', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
    /** A reader's lists, newest first (Your lists, a profile's lists): shares gsi1 with `post.byCreator`. */
    byCreator: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['creatorId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
} as const;

/**
 * A reader following (saving) someone else's public list (Saved lists, /me/lists/saved; spec 2 §4
 * FOLLOW_CATALOG). A list the follower may no longer see is left out when read.
 */
export const catalogFollowSchema = {
  model: { entity: 'catalogFollow', version: '1', service: 'folio' },
  attributes: {
    followerId: { type: 'string', required: true },
    catalogId: { type: 'string', required: true },
    createdAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    /** Whether the viewer follows these lists: GetItem or BatchGet by follower and list. */
    byFollower: {
      pk: { field: 'pk', composite: ['followerId'] },
      sk: { field: 'sk', composite: ['catalogId'] },
    },
    /** The lists a reader follows, newest first: shares gsi2 with `follow.byFollowerAndKind`. */
    byNewest: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['followerId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt'] },
    },
  },
} as const;
