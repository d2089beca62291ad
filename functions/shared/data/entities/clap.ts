import { clapTargetKinds } from '#contract/claps.ts';

/**
 * A reader's claps on one story (or, later, one list): `count` of at most 50 (graphql/contract/claps.ts),
 * alone in its own partition so that many readers clapping one story never share a partition here. It
 * changes only in a transaction with one of the story's `clapShard` items (functions/posts/claps), so
 * the reader's count and the story's total move together.
 */
export const clapSchema = {
  model: { entity: 'clap', version: '1', service: 'folio' },
  attributes: {
    targetKind: { type: clapTargetKinds, required: true },
    targetId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    count: { type: 'number', required: true },
    /** Epoch ms of the reader's first and latest clap on the target. */
    firstClappedAt: { type: 'number', required: true, readOnly: true },
    lastClappedAt: { type: 'number', required: true },
  },
  indexes: {
    /** The viewer's claps on targets: GetItem or BatchGet by target and reader. */
    byReader: {
      pk: { field: 'pk', composite: ['targetKind', 'targetId', 'userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;
