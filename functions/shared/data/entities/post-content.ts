import { paragraphAttribute } from './paragraph.ts';

/** A story's body. Same partition as its post item: the `postPage` collection reads both at once. */
export const postContentSchema = {
  model: { entity: 'postContent', version: '1', service: 'folio' },
  attributes: {
    id: { type: 'string', required: true },
    paragraphs: paragraphAttribute,
    /** In the trash: when DynamoDB's TTL purges it (epoch seconds). */
    expiresAt: { type: 'number' },
  },
  indexes: {
    byId: {
      collection: 'postPage',
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;
