/** A topic tag. `postCount` counts published stories carrying it (search shows tags with at least 1). */
export const tagSchema = {
  model: { entity: 'tag', version: '1', service: 'folio' },
  attributes: {
    slug: { type: 'string', required: true },
    displayTitle: { type: 'string', required: true },
    postCount: { type: 'number', default: 0 },
    /** How many readers follow the tag: moved ±1 only in the follow's transaction (decision 182). */
    followerCount: { type: 'number' },
    /**
     * The slug's first character: the partition of the by-prefix index, so the tags that start alike
     * share one (36 partitions at most) and every write of a tag keeps it.
     */
    initial: {
      type: 'string',
      watch: ['slug'],
      set: (_: unknown, tag: { slug?: string }) => tag.slug?.slice(0, 1),
    },
  },
  indexes: {
    bySlug: { pk: { field: 'pk', composite: ['slug'] }, sk: { field: 'sk', composite: [] } },
    /** Tags by the start of their slug, alphabetical: the publish dialog's suggestions. */
    byPrefix: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['initial'] },
      sk: { field: 'gsi1sk', composite: ['slug'] },
    },
  },
} as const;
