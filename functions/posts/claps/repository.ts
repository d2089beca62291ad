import type { EntityItem } from 'electrodb';
import { clapLimits, type ClapTargetKind } from '#contract/claps.ts';
import type { Paging } from '#contract/paging.ts';
import { batchGetMap } from '#shared/data/batch-get.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';
import type { FolioData } from '#shared/data/data.ts';
import { clapShardCount } from '#shared/data/entities/clap-shard.ts';
import { queryPage, type Page } from '#shared/data/query-page.ts';

export type ClapItem = EntityItem<FolioData['entities']['clap']>;
export type ClapShardItem = EntityItem<FolioData['entities']['clapShard']>;
export type ClapperItem = EntityItem<FolioData['entities']['clapper']>;

/** One clap request as the store writes it: `numClaps` more by `userId` on the target, at `now`. */
export interface ClapWrite {
  targetKind: ClapTargetKind;
  targetId: string;
  userId: string;
  numClaps: number;
  now: number;
}

/**
 * How a clap transaction ended: written; refused because the reader's item is not as the transaction
 * assumed (missing for an update, present for a first clap, or over the limit); or cancelled only by
 * a concurrent transaction on the same shard or reader (worth sending again).
 */
export type ClapWriteOutcome = 'written' | 'condition' | 'conflict';

const outcomeOf = (result: { canceled: boolean; data: readonly ({ code?: string } | undefined)[] }) => {
  if (!result.canceled) return 'written' as const;
  return result.data.some((reason) => reason?.code === 'ConditionalCheckFailed') ? 'condition' : 'conflict';
};

const randomShard = () => Math.floor(Math.random() * clapShardCount);

/** The sum of a target's shards: its exact clap total. */
export const sumOfShards = (shards: readonly Pick<ClapShardItem, 'count'>[]) =>
  shards.reduce((total, shard) => total + (shard.count ?? 0), 0);

/**
 * Claps (docs/data-model.md): one function, one DynamoDB request each. Every clap is ONE
 * TransactWriteItems: the reader's `clap` item (conditioned so it never passes 50) and ONE `clapShard`
 * of the target chosen at random (ADD), so the total is the reader counts' sum at every instant.
 */
export function createClapsRepository(data: FolioData) {
  const { clap, clapShard, clapper, post } = data.entities;
  const limit = clapLimits.perReaderPerStory;

  /** The shard a clap increments: one of the target's, at random. */
  const shardOf = (write: ClapWrite) => ({
    id: write.targetId,
    targetKind: write.targetKind,
    shard: randomShard(),
  });

  /** A target's shards: one Query of its partition (the clap's answer; the story page reads them in its own Query). */
  async function findShards(targetKind: ClapTargetKind, targetId: string): Promise<ClapShardItem[]> {
    const { data: shards } = await clapShard.query
      .byTarget({ id: targetId, targetKind })
      .go({ pages: 'all', consistent: true });
    return shards;
  }

  return {
    /** A reader's claps on a target: one GetItem (consistent when about to explain a refusal). */
    async findClap(
      key: { targetKind: ClapTargetKind; targetId: string; userId: string },
      consistent = false,
    ): Promise<ClapItem | undefined> {
      const { data: item } = await clap.get(key).go({ consistent });
      return item ?? undefined;
    },

    /** The viewer's claps on many targets: one BatchGetItem (Post.viewerClapCount of a list). */
    findClaps(targetKind: ClapTargetKind, targetIds: readonly string[], userId: string) {
      return batchGetMap(
        targetIds,
        'targetId',
        (ids) => clap.get(ids.map((targetId) => ({ targetKind, targetId, userId }))).go(),
        'clap',
      );
    },

    /** Claps of many readers on one target: one BatchGetItem (the counts of a page of clappers). */
    findClapsOfReaders(targetKind: ClapTargetKind, targetId: string, userIds: readonly string[]) {
      return batchGetMap(
        userIds,
        'userId',
        (ids) => clap.get(ids.map((userId) => ({ targetKind, targetId, userId }))).go(),
        'clap',
      );
    },

    findShards,

    /**
     * A clap by a reader who has clapped before: their item's count + numClaps, conditioned on the
     * item existing and the sum staying at most 50, with one shard's increment. ONE TransactWriteItems.
     */
    async addClaps(write: ClapWrite): Promise<ClapWriteOutcome> {
      const result = await data.transaction
        .write((entities) => [
          entities.clap
            .update({ targetKind: write.targetKind, targetId: write.targetId, userId: write.userId })
            .add({ count: write.numClaps })
            .set({ lastClappedAt: write.now })
            .where(
              ({ count }, { exists, lte }) => `${exists(count)} AND ${lte(count, limit - write.numClaps)}`,
            )
            .commit(),
          entities.clapShard.update(shardOf(write)).add({ count: write.numClaps }).commit(),
        ])
        .go();
      return outcomeOf(result);
    },

    /**
     * A reader's first clap on a target: their item created (conditioned on there being none), their
     * place in the target's clappers, and one shard's increment. ONE TransactWriteItems.
     */
    async firstClaps(write: ClapWrite): Promise<ClapWriteOutcome> {
      const reader = { targetKind: write.targetKind, targetId: write.targetId, userId: write.userId };
      const result = await data.transaction
        .write((entities) => [
          entities.clap
            .create({ ...reader, count: write.numClaps, firstClappedAt: write.now, lastClappedAt: write.now })
            .commit(),
          entities.clapper.put({ ...reader, clappedAt: write.now }).commit(),
          entities.clapShard.update(shardOf(write)).add({ count: write.numClaps }).commit(),
        ])
        .go();
      return outcomeOf(result);
    },

    /**
     * The `post` item's copy of a story's total (what lists show) raised to the sum of its shards: one
     * consistent Query and one UpdateItem conditioned on the copy being lower, so a late or repeated
     * message never lowers it. Nothing for a story that is gone.
     */
    async raisePostClapCount(postId: string): Promise<void> {
      const total = sumOfShards(await findShards('post', postId));
      try {
        await post
          .patch({ id: postId })
          .set({ clapCount: total })
          .where(({ clapCount }, { notExists, lt }) => `${notExists(clapCount)} OR ${lt(clapCount, total)}`)
          .go({ response: 'none' });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /** The stories a reader clapped, newest first clap first: one Query of gsi1 (decision 221). */
    clappedBy(userId: string, paging: Paging): Promise<Page<ClapperItem>> {
      return queryPage('gsi1', paging, (options) =>
        clapper.query.byClapper({ targetKind: 'post', userId }).go(options),
      );
    },

    /** A target's clappers, newest first: one Query of its clappers partition. */
    clappersOf(targetKind: ClapTargetKind, targetId: string, paging: Paging): Promise<Page<ClapperItem>> {
      return queryPage('table', paging, (options) =>
        clapper.query.byTarget({ targetKind, targetId }).go(options),
      );
    },
  };
}

export type ClapsRepository = ReturnType<typeof createClapsRepository>;
