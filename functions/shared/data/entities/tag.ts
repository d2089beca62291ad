/** A topic tag. `postCount` counts published stories carrying it (search shows tags with at least 1). */
export const tagSchema = {
  model: { entity: 'tag', version: '1', service: 'folio' },
  attributes: {
    slug: { type: 'string', required: true },
    displayTitle: { type: 'string', required: true },
    postCount: { type: 'number', default: 0 },
  },
  indexes: {
    bySlug: { pk: { field: 'pk', composite: ['slug'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
