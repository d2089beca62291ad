/**
 * One newsletter's counts for one story's send (issue #15, decision 164), beside the send: every count
 * moves by ADD in the transaction that marks the recipient's delivery (sentAt, deliveredAt, bouncedAt,
 * complainedAt, openedAt, clickedAt set only if absent), so each recipient counts once per outcome.
 * Made by the first such ADD (UpdateItem), in the newsletter's partition: its owner's stats list them.
 */
export const newsletterSendStatsSchema = {
  model: { entity: 'newsletterSendStats', version: '1', service: 'folio' },
  attributes: {
    newsletterId: { type: 'string', required: true },
    postId: { type: 'string', required: true },
    sent: { type: 'number', default: 0 },
    /** Never sent: the address is suppressed (decision 163). */
    suppressed: { type: 'number', default: 0 },
    delivered: { type: 'number', default: 0 },
    bounced: { type: 'number', default: 0 },
    complained: { type: 'number', default: 0 },
    opened: { type: 'number', default: 0 },
    clicked: { type: 'number', default: 0 },
    /** Epoch ms of the latest e-mail sent: the owner's list is newest first by it. */
    lastSentAt: { type: 'number' },
  },
  indexes: {
    byNewsletter: {
      pk: { field: 'pk', composite: ['newsletterId'] },
      sk: { field: 'sk', composite: ['postId'] },
    },
  },
} as const;
