export const responseApprovalStates = ['APPROVED', 'PENDING', 'REMOVED'] as const;

/**
 * A response's place under the post it responds to (issue #13, functions/posts/responses): one item per
 * response in the parent's own partition, newest first by `publishedAt`. The response itself is a
 * `post` (with `inResponseToPostId`); this item is what a thread's level is read from, and it carries
 * the moderation of the parent's writer (REMOVED: hidden from readers). Written in the transaction that
 * counts it in the parent's `responsesCount`.
 */
export const postResponseSchema = {
  model: { entity: 'postResponse', version: '1', service: 'folio' },
  attributes: {
    /** The parent's id: a story's (or a response's), or a list's for a response to a list (decision 119). */
    parentPostId: { type: 'string', required: true },
    responseId: { type: 'string', required: true },
    creatorId: { type: 'string', required: true },
    /** Epoch ms: the response's firstPublishedAt, its place in the MOST_RECENT order. */
    publishedAt: { type: 'number', required: true },
    /** Spec 3 §3: APPROVED (shown), PENDING (not produced today), REMOVED (hidden by the parent's writer). */
    approvalState: { type: responseApprovalStates, required: true, default: 'APPROVED' },
  },
  indexes: {
    byParent: {
      pk: { field: 'pk', composite: ['parentPostId'] },
      sk: { field: 'sk', composite: ['publishedAt', 'responseId'] },
    },
  },
} as const;
