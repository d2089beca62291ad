/**
 * One recipient's e-mail of a story's newsletter send (decision 157): claimed by a conditional Put
 * before the e-mail goes, marked `sentAt` after. A claim without `sentAt` older than the queue's
 * visibility timeout belongs to an invocation that died, and may be taken over.
 */
export const newsletterDeliverySchema = {
  model: { entity: 'newsletterDelivery', version: '1', service: 'folio' },
  attributes: {
    postId: { type: 'string', required: true },
    recipientId: { type: 'string', required: true },
    /** The newsletter whose subscription the e-mail went out under (its unsubscribe link names it). */
    newsletterId: { type: 'string', required: true },
    /** Epoch ms. */
    claimedAt: { type: 'number', required: true },
    sentAt: { type: 'number' },
    /** Not sent: the address is suppressed (decision 163). Epoch ms. */
    skippedAt: { type: 'number' },
    /** What happened next (decision 164), each set once, if absent, as its count moves. Epoch ms. */
    deliveredAt: { type: 'number' },
    bouncedAt: { type: 'number' },
    complainedAt: { type: 'number' },
    openedAt: { type: 'number' },
    clickedAt: { type: 'number' },
  },
  indexes: {
    /** A send's deliveries in one partition, by recipient. */
    bySend: {
      pk: { field: 'pk', composite: ['postId'] },
      sk: { field: 'sk', composite: ['recipientId'] },
    },
  },
} as const;
