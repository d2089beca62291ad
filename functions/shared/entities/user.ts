/** A person with an account: reader, writer or both. */
export const userSchema = {
  model: { entity: 'user', version: '1', service: 'folio' },
  attributes: {
    id: { type: 'string', required: true },
    username: { type: 'string', required: true },
    name: { type: 'string', required: true },
    bio: { type: 'string', default: '' },
    imageId: { type: 'string' },
    createdAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
    byUsername: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['username'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
} as const;
