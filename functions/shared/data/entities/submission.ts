/**
 * A story submitted to a publication and waiting for one of its editors (statusForCollection
 * PENDING): written with the publish that submits it, deleted when an editor approves or declines it.
 */
export const submissionSchema = {
  model: { entity: 'submission', version: '1', service: 'folio' },
  attributes: {
    collectionId: { type: 'string', required: true },
    postId: { type: 'string', required: true },
    creatorId: { type: 'string', required: true },
    /** Epoch ms: the order editors see them in, newest first. */
    submittedAt: { type: 'number', required: true },
  },
  indexes: {
    byCollection: {
      pk: { field: 'pk', composite: ['collectionId'] },
      sk: { field: 'sk', composite: ['submittedAt', 'postId'] },
    },
  },
} as const;
