/**
 * A listed story carrying a tag: the tag page's listing, newest first. Written with the story's
 * publish (and removed when the story leaves the tag or stops being listed), in the same transaction
 * as the tag's postCount, so the count and the listing always agree.
 */
export const tagPostSchema = {
  model: { entity: 'tagPost', version: '1', service: 'folio' },
  attributes: {
    tagSlug: { type: 'string', required: true },
    postId: { type: 'string', required: true },
    /** The story's firstPublishedAt (epoch ms, 13 digits): the listing's order, fixed for good. */
    publishedAt: { type: 'number', required: true },
  },
  indexes: {
    byTag: {
      pk: { field: 'pk', composite: ['tagSlug'] },
      sk: { field: 'sk', composite: ['publishedAt', 'postId'] },
    },
  },
} as const;
