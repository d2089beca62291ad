import { socialTargetKinds } from './follow.ts';

/**
 * A reader muting a user or a publication: their stories leave the reader's feeds (home and staff
 * picks, functions/posts). No counter goes with it.
 */
export const muteSchema = {
  model: { entity: 'mute', version: '1', service: 'folio' },
  attributes: {
    muterId: { type: 'string', required: true },
    targetKind: { type: socialTargetKinds, required: true },
    targetId: { type: 'string', required: true },
    /** Epoch ms: when the mute began (the muted lists are newest first). */
    createdAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    /**
     * Whether the viewer mutes these targets (BatchGet), and every mute of a reader in one Query of
     * their partition (the feeds filter with it).
     */
    byMuter: {
      pk: { field: 'pk', composite: ['muterId'] },
      sk: { field: 'sk', composite: ['targetKind', 'targetId'] },
    },
    /** The users, or the publications, a reader muted, newest first (settings' muted lists). */
    byMuterAndKind: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['muterId', 'targetKind'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
} as const;
