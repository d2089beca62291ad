import { clapTargetKinds } from '#contract/claps.ts';

/**
 * A reader in a story's list of clappers (`Post.clappers`, /p/{postId}/upvotes), newest first by their
 * first clap; and, by its reader, a story in their has-recommended list. Written once, with the reader's first clap (their `clap` item holds the count), so a
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
    /**
     * What one reader clapped, newest first clap first (/@{username}/has-recommended, decision 221): the
     * generic gsi1, so the table gains no index. Clappers written before it have no gsi1 keys (no
     * backfill: the demo seed writes its claps with them).
     */
    byClapper: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['targetKind', 'userId'] },
      sk: { field: 'gsi1sk', composite: ['clappedAt'] },
    },
  },
} as const;
