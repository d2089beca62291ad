import { paragraphAttribute } from './paragraph.ts';

/**
 * A kept copy of a story's draft (functions/posts/drafts): the draft as it stood when a writer came back
 * to it after a pause, and before every revert. Its own partition per story, newest first by `savedAt`
 * (its id). Every revision expires (TTL `expiresAt`) after the trash's retention, so a story purged
 * from the trash never leaves revisions behind and a trashed story's revisions need no write.
 */
export const postRevisionSchema = {
  model: { entity: 'postRevision', version: '1', service: 'folio' },
  attributes: {
    postId: { type: 'string', required: true },
    /** Epoch milliseconds; also the revision's id (`versionId` of /p/{postId}/revert/{versionId}/…). */
    savedAt: { type: 'number', required: true },
    creatorId: { type: 'string', required: true },
    /** The draft version this copies. */
    version: { type: 'number', required: true },
    title: { type: 'string', default: '' },
    subtitle: { type: 'string', default: '' },
    paragraphs: paragraphAttribute,
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byPost: {
      pk: { field: 'pk', composite: ['postId'] },
      sk: { field: 'sk', composite: ['savedAt'] },
    },
  },
} as const;
