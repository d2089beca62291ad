import { paragraphAttribute } from './paragraph.ts';

/**
 * The writer's working copy of a story: what the editor loads and saves. Readers never read it: it
 * shares the story's partition but not the `postPage` collection, so a story page's query does not
 * return it. Publishing copies it into the `post` summary and the `postContent` body. `version` grows
 * by one with every save; a save names the version it was based on, and a stale one is a Conflict.
 */
export const postDraftSchema = {
  model: { entity: 'postDraft', version: '1', service: 'folio' },
  attributes: {
    id: { type: 'string', required: true },
    creatorId: { type: 'string', required: true },
    title: { type: 'string', default: '' },
    subtitle: { type: 'string', default: '' },
    paragraphs: paragraphAttribute,
    version: { type: 'number', required: true },
    updatedAt: { type: 'number', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;
