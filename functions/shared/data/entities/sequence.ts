/**
 * A series' ordered stories (issue #12, functions/posts/series): one item in the series' own partition,
 * inside the `postPage` collection, so the series page reads the series' summary and its order in one
 * Query. `id` is the series' post id (a collection's members share the partition key's attribute).
 * `version` grows by one with every change; each write is conditioned on the version it read.
 */
export const sequenceSchema = {
  model: { entity: 'sequence', version: '1', service: 'folio' },
  attributes: {
    id: { type: 'string', required: true },
    creatorId: { type: 'string', required: true },
    /** The series' title slug plus its id, as in /s/{sequenceSlug}/{postId}. */
    sequenceSlug: { type: 'string', required: true },
    /** The stories in order, at most `maxSeriesStories` (graphql/contract/series.ts). */
    postIds: { type: 'list', items: { type: 'string' }, required: true },
    version: { type: 'number', required: true },
    createdAt: { type: 'number', required: true, readOnly: true },
    updatedAt: { type: 'number', required: true },
    /**
     * Epoch ms: the series' publish (createSeries) or, later, the last time a story joined it: its place
     * in the series library (/collections), newest first. Written at create, so both library keys exist.
     */
    latestAddedAt: { type: 'number' },
  },
  indexes: {
    bySeries: {
      collection: 'postPage',
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
    /** The writer's series, newest first (the profile's series tab): shares gsi1 with `post.byCreator`. */
    byWriter: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['creatorId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
    /**
     * The series library (/collections), every series newest first by `latestAddedAt`: one partition on
     * gsi2 (`$folio`, beside `post.byCollection`'s `$folio#listingcollectionid_…` partitions).
     */
    library: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [] },
      sk: { field: 'gsi2sk', composite: ['latestAddedAt'] },
    },
  },
} as const;
