import { clapTargetKinds } from '#contract/claps.ts';

/**
 * A reader in a story's list of clappers (`Post.clappers`, /p/{postId}/upvotes), newest first by their
 * first clap. Written once, with the reader's first clap (their `clap` item holds the count), so a
 * story's clappers partition takes one write per new clapper, not one per clap.
 */
export const clapperSchema = {
  model: { entity: 'clapper', version: '1', service: 'folio' },
  attributes: {
    targetKind: { type: clapTargetKinds, required: true },
    targetId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    /** Epoch ms of the reader's first clap. */
    clappedAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byTarget: {
      pk: { field: 'pk', composite: ['targetKind', 'targetId'] },
      sk: { field: 'sk', composite: ['clappedAt', 'userId'] },
    },
  },
} as const;
