/** A story picked by staff; the 404 screen shows the newest four. */
export const staffPickSchema = {
  model: { entity: 'staffPick', version: '1', service: 'folio' },
  attributes: {
    postId: { type: 'string', required: true },
    pickedAt: { type: 'number', required: true },
  },
  indexes: {
    byPickedAt: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['pickedAt', 'postId'] },
    },
  },
} as const;
