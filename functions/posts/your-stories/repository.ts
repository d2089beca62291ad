import type { Paging } from '#contract/paging.ts';
import { batchGetAcross } from '#shared/data/batch-get.ts';
import type { FolioData } from '#shared/data/data.ts';
import { isListed, storyShelves, type StoryShelf } from '#shared/data/entities/post.ts';
import { queryPage, type Page } from '#shared/data/query-page.ts';
import { countItems } from '#shared/data/query-count.ts';
import { untilNoConflict } from '#shared/data/transaction-conflict.ts';
import { joinTags, leaveTags } from '../publishing/tag-listing.ts';
import type { PostItem } from '../repository.ts';

/** The items of one story that the trash marks: which exist, and the story itself. */
export interface StoryItems {
  post?: PostItem;
  hasContent: boolean;
  hasDraft: boolean;
}

const liveStatus = (story: PostItem) => (story.status === 'DELETED' ? undefined : story.status);

/**
 * The summary's new status with everything its shelf and its listings are computed from: ElectroDB
 * derives the shelf and the sparse listing keys only from the attributes an update gives
 * (entities/post.ts; electrodb#479).
 */
const movedSummary = (story: PostItem, status: PostItem['status'], now: number) => ({
  status,
  visibility: story.visibility,
  isSuspended: story.isSuspended ?? false,
  updatedAt: now,
  ...(story.inResponseToPostId !== undefined && { inResponseToPostId: story.inResponseToPostId }),
});

/** The story out of the trash: the status it had, nothing left to expire. */
function restoredStory(story: PostItem, now: number): PostItem {
  const { expiresAt: _expiresAt, statusBeforeDelete, ...kept } = story;
  return { ...kept, status: statusBeforeDelete ?? 'DRAFT', updatedAt: now };
}

/** A story's place in its tags' listings, and the tags it is counted in: all of them when listed. */
const tagListing = (story: PostItem) => ({
  story: { postId: story.id, publishedAt: story.firstPublishedAt ?? 0 },
  tags: isListed(story) ? (story.tags ?? []) : [],
});

/** The key attributes of the listing indexes (gsi1–gsi4) that the move does not change. */
const listingKeys = (story: PostItem) => ({
  creatorId: story.creatorId,
  listingCollectionId: story.collectionId ?? 'none',
  listingPublishedAt: story.firstPublishedAt ?? 0,
});

/**
 * Your stories and the trash (docs/data-model.md): one function, one DynamoDB request each, but the
 * counts (one Select COUNT Query per shelf, sent side by side).
 */
export function createYourStoriesRepository(data: FolioData) {
  const { post, postContent, postDraft } = data.entities;

  return {
    /** One shelf of a writer's stories, newest updated first: Query gsi4 on creatorId and shelf. */
    storiesOnShelf(creatorId: string, shelf: StoryShelf, paging: Paging): Promise<Page<PostItem>> {
      return queryPage('gsi4', paging, (options) => post.query.byShelf({ creatorId, shelf }).go(options));
    },

    /** How many stories each shelf holds: five Select COUNT Queries of gsi4, side by side. */
    async countShelves(creatorId: string): Promise<Record<StoryShelf, number>> {
      const counts = await Promise.all(
        storyShelves.map((shelf) => countItems(data, post.query.byShelf({ creatorId, shelf }))),
      );
      return Object.fromEntries(storyShelves.map((shelf, index) => [shelf, counts[index] ?? 0])) as Record<
        StoryShelf,
        number
      >;
    },

    /** A story's summary, and whether its body and its draft exist: ONE consistent BatchGetItem. */
    async findStoryItems(id: string): Promise<StoryItems> {
      const stored = await batchGetAcross(
        data,
        [post.get([{ id }]), postContent.get([{ id }]), postDraft.get([{ id }])],
        { consistent: true, what: 'story' },
      );
      const owned = { ignoreOwnership: false };
      return {
        post: post.parse({ Items: stored }, owned).data[0],
        hasContent: postContent.parse({ Items: stored }, owned).data.length > 0,
        hasDraft: postDraft.parse({ Items: stored }, owned).data.length > 0,
      };
    },

    /**
     * deletePost: ONE TransactWriteItems moving the summary to the trash (status DELETED, the status it
     * had remembered, out of every listing) and setting `expiresAt` on the summary, the body and the
     * draft, conditioned on the status and `updatedAt` it was read with (a publish in between may have
     * changed its tags); a listed story also leaves its tags (postCount −1, tagPost deleted: at most
     * 3 + 2×5 items). Revisions need no write (entities/post-revision.ts). False when the story changed
     * meanwhile.
     */
    async trashStory(
      items: StoryItems & { post: PostItem },
      expiresAt: number,
      now: number,
    ): Promise<boolean> {
      const story = items.post;
      const listing = tagListing(story);
      const pinned = story.pinnedAt !== undefined;
      const result = await untilNoConflict(() =>
        data.transaction
          .write((entities) => [
            entities.post
              .update({ id: story.id })
              .set({
                ...movedSummary(story, 'DELETED', now),
                expiresAt,
                statusBeforeDelete: liveStatus(story),
              })
              .remove(pinned ? ['pinnedAt'] : [])
              .composite(listingKeys(story))
              .where(
                (attributes, { eq }) =>
                  `${eq(attributes.status, story.status)} AND ${eq(attributes.updatedAt, story.updatedAt)}`,
              )
              .commit(),
            ...(items.hasContent
              ? [entities.postContent.update({ id: story.id }).set({ expiresAt }).commit()]
              : []),
            ...(items.hasDraft
              ? [entities.postDraft.update({ id: story.id }).set({ expiresAt }).commit()]
              : []),
            ...leaveTags(entities, listing.story, listing.tags),
            // A trashed story leaves the profile's pinned stories and frees its place there.
            ...(pinned
              ? [
                  entities.user
                    .patch({ id: story.creatorId })
                    .delete({ pinnedPostIds: [story.id] })
                    .commit(),
                ]
              : []),
          ])
          .go(),
      );
      return !result.canceled;
    },

    /**
     * undeletePost: ONE TransactWriteItems putting the whole summary back with the status it had and
     * removing `expiresAt` from the body and the draft; a story listed again rejoins its tags
     * (postCount +1, tagPost put). A Put, not an Update: an update leaves out the key of gsi3, whose
     * partition has no composite, and of gsi2 unless the publication's attributes are in it (electrodb
     * #366), so the story would miss the home feed and its publication. Conditioned on the story being
     * in the trash with the `updatedAt` and counters read (as publishing's Put), so nothing written
     * meanwhile is lost. The story as restored, or undefined when it changed.
     */
    async restoreStory(items: StoryItems & { post: PostItem }, now: number): Promise<PostItem | undefined> {
      const story = items.post;
      const restored = restoredStory(story, now);
      const listing = tagListing(restored);
      const result = await untilNoConflict(() =>
        data.transaction
          .write((entities) => [
            entities.post
              .put(restored)
              .where(
                ({ status, updatedAt, clapCount, responsesCount }, { eq }) =>
                  `${eq(status, 'DELETED')} AND ${eq(updatedAt, story.updatedAt)} AND ${eq(clapCount, story.clapCount ?? 0)} AND ${eq(responsesCount, story.responsesCount ?? 0)}`,
              )
              .commit(),
            ...(items.hasContent
              ? [entities.postContent.update({ id: story.id }).remove(['expiresAt']).commit()]
              : []),
            ...(items.hasDraft
              ? [entities.postDraft.update({ id: story.id }).remove(['expiresAt']).commit()]
              : []),
            ...joinTags(entities, listing.story, listing.tags),
          ])
          .go(),
      );
      return result.canceled ? undefined : restored;
    },
  };
}

export type YourStoriesRepository = ReturnType<typeof createYourStoriesRepository>;
