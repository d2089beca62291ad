import { clapTargetKinds } from '#contract/claps.ts';

/**
 * How many counter items a story's claps are spread over. One item takes about 1,000 writes a second;
 * a clap increments ONE shard chosen at random, so a story takes about `clapShardCount` × 1,000 clap
 * requests a second, and its page reads all of them (tiny items) in the Query it already makes.
 * Fixed: lowering it would leave claps in shards nobody reads (decision 108).
 */
export const clapShardCount = 10;

/**
 * One of a story's clap counters (`shard` 0 to clapShardCount − 1). The story's exact clap total is the
 * sum of its shards. They sit in the story's own partition, inside the `postPage` collection, so the
 * story page's one Query returns them with the summary and the body (no request more). `id` is the
 * story's id (a collection's members share the partition key's attribute).
 */
export const clapShardSchema = {
  model: { entity: 'clapShard', version: '1', service: 'folio' },
  attributes: {
    id: { type: 'string', required: true },
    targetKind: { type: clapTargetKinds, required: true },
    shard: { type: 'number', required: true },
    count: { type: 'number', default: 0 },
  },
  indexes: {
    byTarget: {
      collection: 'postPage',
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: ['targetKind', 'shard'] },
    },
  },
} as const;
