import type { EntityItem } from 'electrodb';
import type { ReadProgress } from '#contract/reading.ts';
import type { Paging } from '#contract/paging.ts';
import type { FolioData } from '#shared/data/data.ts';
import { queryPage, type Page } from '#shared/data/query-page.ts';

export type ReadingHistoryItem = EntityItem<FolioData['entities']['readingHistory']>;

/** Reading history (docs/data-model.md): one function per access pattern. */
export function createReadingHistoryRepository(data: FolioData) {
  const { readingHistory, readingHistoryPause } = data.entities;

  return {
    /** Whether the reader paused their history: one GetItem. */
    async isPaused(userId: string): Promise<boolean> {
      const { data: item } = await readingHistoryPause.get({ userId }).go();
      return item !== null;
    },

    /** Pause (put the pause item) or resume (delete it): one request. */
    async setPaused(userId: string, paused: boolean, now: number): Promise<void> {
      await (paused
        ? readingHistoryPause.put({ userId, pausedAt: now }).go()
        : readingHistoryPause.delete({ userId }).go());
    },

    /**
     * A read: ONE UpdateItem (upsert) of the reader's entry for the story, its lastReadAt (and the gsi1
     * order) now; a FINISHED read keeps the first finishedAt.
     */
    async recordRead(userId: string, postId: string, progress: ReadProgress, now: number): Promise<void> {
      const entry = readingHistory.upsert({ userId, postId, lastReadAt: now });
      await (progress === 'FINISHED' ? entry.ifNotExists({ finishedAt: now }) : entry).go();
    },

    /** The reader's history, newest read first: one Query of gsi1. */
    history(userId: string, paging: Paging): Promise<Page<ReadingHistoryItem>> {
      return queryPage('gsi1', paging, (options) => readingHistory.query.byLastRead({ userId }).go(options));
    },

    /** One story out of the reader's history: one DeleteItem. */
    async remove(userId: string, postId: string): Promise<void> {
      await readingHistory.delete({ userId, postId }).go();
    },

    /**
     * Every story out of the reader's history: Queries of the reader's entries (1 MB a page) and
     * BatchWriteItem deletes of 25 keys each.
     */
    async clear(userId: string): Promise<void> {
      const { data: entries } = await readingHistory.query
        .byReader({ userId })
        .go({ pages: 'all', attributes: ['userId', 'postId'] });
      if (entries.length > 0) await readingHistory.delete(entries).go();
    },
  };
}

export type ReadingHistoryRepository = ReturnType<typeof createReadingHistoryRepository>;
