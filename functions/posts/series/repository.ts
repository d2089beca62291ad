import type { EntityItem } from 'electrodb';
import type { Paging } from '#contract/paging.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';
import type { FolioData } from '#shared/data/data.ts';
import { queryPage, type Page } from '#shared/data/query-page.ts';
import { untilNoConflict } from '#shared/data/transaction-conflict.ts';
import type { PostItem } from '../repository.ts';

export type SequenceItem = EntityItem<FolioData['entities']['sequence']>;

/** A series as stored: its own story (`post`) and its order (`sequence`); either may be missing. */
export interface StoredSeries {
  post?: PostItem;
  sequence?: SequenceItem;
}

/** A change of a series' order: the sequence as read and the stories it holds after the change. */
export interface SequenceChange {
  sequence: SequenceItem;
  postIds: string[];
  now: number;
}

/** The sequence's new order and version, written only over the version it was read at. */
const newOrder = ({ sequence, postIds, now }: SequenceChange) => ({
  postIds,
  version: sequence.version + 1,
  updatedAt: now,
});
/**
 * Series (docs/data-model.md): one function, one DynamoDB request each. The stories' summaries are read
 * with the posts repository's `findPosts` (one BatchGetItem of at most 100 keys).
 */
export function createSeriesRepository(data: FolioData) {
  const { post, sequence } = data.entities;

  return {
    /**
     * A series' summary and its order: ONE Query of the `postPage` collection of its partition
     * (consistent when the writer is about to change it).
     */
    async findSeries(id: string, { consistent = false } = {}): Promise<StoredSeries> {
      const { data: page } = await data.collections.postPage({ id }).go({ consistent });
      return { post: page.post[0], sequence: page.sequence[0] };
    },

    /** A story's summary, as the writer's change must see it: one consistent GetItem. */
    async findStory(id: string): Promise<PostItem | undefined> {
      const { data: item } = await post.get({ id }).go({ consistent: true });
      return item ?? undefined;
    },

    /** createSeries: ONE TransactWriteItems putting the series' story and its empty sequence, both new. */
    async createSeries(series: PostItem, order: SequenceItem): Promise<void> {
      await data.transaction
        .write((entities) => [
          entities.post.create(series).commit(),
          entities.sequence.create(order).commit(),
        ])
        .go();
    },

    /**
     * addToSeries: ONE TransactWriteItems: the order over the version read, and the story marked with
     * its series, conditioned on it being the writer's, published, and in no series (or in the series
     * `replacing`, gone since). False when anything changed meanwhile.
     */
    async addStory(change: SequenceChange, story: PostItem, replacing: string | undefined): Promise<boolean> {
      const result = await untilNoConflict(() =>
        data.transaction
          .write((entities) => [
            entities.sequence
              .update({ id: change.sequence.id })
              // A story joining moves the series to the top of the library.
              .set({ ...newOrder(change), latestAddedAt: change.now })
              .where(({ version }, { eq }) => eq(version, change.sequence.version))
              .commit(),
            entities.post
              .update({ id: story.id })
              .set({ seriesId: change.sequence.id, sequenceSlug: change.sequence.sequenceSlug })
              .where(
                (attributes, { eq, notExists }) =>
                  `${eq(attributes.creatorId, change.sequence.creatorId)} AND ${eq(attributes.status, 'PUBLISHED')} AND ${
                    replacing ? eq(attributes.seriesId, replacing) : notExists(attributes.seriesId)
                  }`,
              )
              .commit(),
          ])
          .go(),
      );
      return !result.canceled;
    },

    /**
     * removeFromSeries: ONE TransactWriteItems: the order over the version read, and, when the story
     * still exists (`storyId`), its series mark removed, conditioned on it being this series. False
     * when anything changed meanwhile.
     */
    async removeStory(change: SequenceChange, storyId: string | undefined): Promise<boolean> {
      const result = await untilNoConflict(() =>
        data.transaction
          .write((entities) => [
            entities.sequence
              .update({ id: change.sequence.id })
              .set(newOrder(change))
              .where(({ version }, { eq }) => eq(version, change.sequence.version))
              .commit(),
            ...(storyId
              ? [
                  entities.post
                    .update({ id: storyId })
                    .remove(['seriesId', 'sequenceSlug'])
                    .where((attributes, { eq }) => eq(attributes.seriesId, change.sequence.id))
                    .commit(),
                ]
              : []),
          ])
          .go(),
      );
      return !result.canceled;
    },

    /** moveInSeries: ONE conditional UpdateItem of the order. False when its version changed meanwhile. */
    async reorder(change: SequenceChange): Promise<boolean> {
      try {
        await sequence
          .update({ id: change.sequence.id })
          .set(newOrder(change))
          .where(({ version }, { eq }) => eq(version, change.sequence.version))
          .go();
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** The writer's series, newest first: Query gsi1 on creatorId (the sequence items' side of it). */
    seriesOfWriter(creatorId: string, paging: Paging): Promise<Page<SequenceItem>> {
      return queryPage('gsi1', paging, (options) => sequence.query.byWriter({ creatorId }).go(options));
    },

    /** The series library: Query gsi2 (every series), newest first by the last story to join. */
    libraryPage(paging: Paging): Promise<Page<SequenceItem>> {
      return queryPage('gsi2', paging, (options) => sequence.query.library({}).go(options));
    },

    /**
     * The writer's most recently updated published stories (what a series can take): one Query of gsi4
     * on the public shelf and one on the unlisted shelf, side by side, at most `limit` each.
     */
    async publishedStories(creatorId: string, limit: number): Promise<PostItem[]> {
      const shelves = await Promise.all(
        (['public', 'unlisted'] as const).map((shelf) =>
          post.query.byShelf({ creatorId, shelf }).go({ limit, order: 'desc' }),
        ),
      );
      return shelves.flatMap((shelf) => shelf.data);
    },
  };
}

export type SeriesRepository = ReturnType<typeof createSeriesRepository>;
