/**
 * A story's friend link (decision 142, functions/posts/friend-links): the secret `key` that opens the
 * member-only story in full for anyone holding its link (`?sk={key}`). At most one per story, in the
 * story's own partition inside the `postPage` collection, so the story page's one Query reads it with the
 * body (no request more). Revoking deletes it: the old link then shows the preview. `id` is the story's id.
 */
export const friendLinkSchema = {
  model: { entity: 'friendLink', version: '1', service: 'folio' },
  attributes: {
    id: { type: 'string', required: true },
    key: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byStory: {
      collection: 'postPage',
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;
