/**
 * A story's newsletter send (issue #15, decision 156): made once per story by a conditional Put when
 * the story is first published, so a republish, an edit or a redelivered event never sends it again.
 * The fan-out job records how far it has queued recipient batches, so a redelivered job resumes there.
 */
export const newsletterSendSchema = {
  model: { entity: 'newsletterSend', version: '1', service: 'folio' },
  attributes: {
    postId: { type: 'string', required: true },
    /** The publish that made it (post-published's eventId): its redelivery resumes, another publish does not. */
    eventId: { type: 'string', required: true },
    /** The newsletters it goes to, in order: the writer's, then the publication's (those that exist). */
    newsletterIds: { type: 'list', items: { type: 'string' }, required: true },
    /** The newsletter being queued (an index of newsletterIds) and the subscriber page to read next. */
    newsletterIndex: { type: 'number', default: 0 },
    cursor: { type: 'string' },
    batchesQueued: { type: 'number', default: 0 },
    /** Epoch ms. */
    startedAt: { type: 'number', required: true, readOnly: true },
    /** Epoch ms: every recipient batch is queued. */
    queuedAt: { type: 'number' },
  },
  indexes: {
    byPost: { pk: { field: 'pk', composite: ['postId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
