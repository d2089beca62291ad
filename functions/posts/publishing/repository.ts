import type { EntityItem } from 'electrodb';
import type { Paging } from '#contract/paging.ts';
import { batchGetAcross } from '#shared/data/batch-get.ts';
import type { FolioData } from '#shared/data/data.ts';
import { queryPage, type Page } from '#shared/data/query-page.ts';
import type { CollectionItem } from '#shared/data/reads/collections.ts';
import type { UserItem } from '#shared/data/reads/users.ts';
import { untilNoConflict, type TransactionResult } from '#shared/data/transaction-conflict.ts';
import type { PostContentItem, PostItem, TagItem } from '../repository.ts';
import { joinTags, leaveTags, type TagRef } from './tag-listing.ts';

type Entities = FolioData['entities'];
export type PostDraftItem = EntityItem<Entities['postDraft']>;
export type SubmissionItem = EntityItem<Entities['submission']>;

/** Everything a publish decides from, read in ONE BatchGetItem (consistent: a save may just have landed). */
export interface PublishingState {
  post?: PostItem;
  draft?: PostDraftItem;
  writer?: UserItem;
  collection?: CollectionItem;
  tags: Map<string, TagItem>;
}

/** What one publish writes, worked out by the service (publish-plan.ts). */
export interface PublishWrite {
  post: PostItem;
  content: PostContentItem;
  /** The draft's version read, and the post's updatedAt and counters read: the transaction's conditions. */
  draftVersion: number;
  previous: PostItem;
  addedTags: readonly TagRef[];
  removedTags: readonly TagRef[];
  submission: { put?: SubmissionItem; remove?: SubmissionItem };
}

/** Why a transaction did not happen: the draft or the story changed since they were read. */
export type WriteOutcome = 'written' | 'changed';

const cancelled = (result: TransactionResult): WriteOutcome => (result.canceled ? 'changed' : 'written');

/**
 * The publishing work's table access: one function per access pattern (docs/data-model.md), each one
 * DynamoDB request.
 */
export function createPublishingRepository(data: FolioData) {
  const { post, postDraft, user, collection, tag, submission } = data.entities;

  return {
    /**
     * The story, its draft, the writer, the publication asked for and the tags asked for: ONE
     * consistent BatchGetItem across five entities (batchGetAcross).
     */
    async findPublishingState(
      postId: string,
      writerId: string,
      collectionId: string | undefined,
      tagSlugs: readonly string[],
    ): Promise<PublishingState> {
      const stored = await batchGetAcross(
        data,
        [
          post.get([{ id: postId }]),
          postDraft.get([{ id: postId }]),
          user.get([{ id: writerId }]),
          ...(collectionId ? [collection.get([{ id: collectionId }])] : []),
          ...(tagSlugs.length ? [tag.get(tagSlugs.map((slug) => ({ slug })))] : []),
        ],
        { consistent: true, what: 'story' },
      );
      const owned = { ignoreOwnership: false };
      const items = { Items: stored };
      return {
        post: post.parse(items, owned).data[0],
        draft: postDraft.parse(items, owned).data[0],
        writer: user.parse(items, owned).data[0],
        collection: collection.parse(items, owned).data[0],
        tags: new Map(tag.parse(items, owned).data.map((item) => [item.slug, item])),
      };
    },

    /**
     * ONE TransactWriteItems: the draft checked at the version read (a save in between cancels it), the
     * story's summary put whole (conditioned on its updatedAt and counters as read, so nothing written
     * meanwhile is lost) and its body, each tag the story joins (postCount +1 and its tagPost) or leaves
     * (−1, tagPost deleted), and the submission waiting for the publication's editors. At most 3 + 4×5
     * + 2 = 25 items, far under DynamoDB's 100.
     */
    async publish(write: PublishWrite): Promise<WriteOutcome> {
      const { previous } = write;
      const result = await untilNoConflict(() =>
        data.transaction
          .write((entities) => [
            entities.postDraft
              .check({ id: write.post.id })
              .where(({ version }, { eq }) => eq(version, write.draftVersion))
              .commit(),
            entities.post
              .put(write.post)
              .where(
                ({ updatedAt, clapCount, responsesCount }, { eq }) =>
                  `${eq(updatedAt, previous.updatedAt)} AND ${eq(clapCount, previous.clapCount ?? 0)} AND ${eq(responsesCount, previous.responsesCount ?? 0)}`,
              )
              .commit(),
            entities.postContent.put(write.content).commit(),
            ...joinTags(
              entities,
              { postId: write.post.id, publishedAt: write.post.firstPublishedAt ?? 0 },
              write.addedTags,
            ),
            ...leaveTags(
              entities,
              { postId: write.post.id, publishedAt: previous.firstPublishedAt ?? 0 },
              write.removedTags,
            ),
            ...(write.submission.put ? [entities.submission.put(write.submission.put).commit()] : []),
            ...(write.submission.remove
              ? [entities.submission.delete(write.submission.remove).commit()]
              : []),
          ])
          .go(),
      );
      return cancelled(result);
    },

    /**
     * Tags whose slug starts with `prefix`, alphabetical, at most `limit`: ONE Query of the by-prefix
     * index (gsi1, the partition of the prefix's first character, `begins_with` on the slug).
     */
    async findTagsByPrefix(prefix: string, limit: number): Promise<TagItem[]> {
      const { data: items } = await tag.query
        .byPrefix({ initial: prefix.slice(0, 1) })
        .begins({ slug: prefix })
        .go({ limit, pages: 1 });
      return items;
    },

    /** A story's summary: one consistent GetItem (pin, approve and decline answer what they wrote). */
    async findPost(id: string): Promise<PostItem | undefined> {
      const { data: item } = await post.get({ id }).go({ consistent: true });
      return item ?? undefined;
    },

    /**
     * pinPost / unpinPost: ONE TransactWriteItems — the story's id added to or deleted from the writer's
     * `pinnedPostIds` (a string set; adding conditioned on it holding fewer than `limit`) and the
     * story's pinnedAt set or removed (conditioned on being the writer's and not already in that
     * state). Cancelled: `limit` when the set refused, else `changed`.
     */
    async setPinned(
      postId: string,
      writerId: string,
      pinnedAt: number | null,
      limit: number,
    ): Promise<WriteOutcome | 'limit'> {
      const result = await untilNoConflict(() =>
        data.transaction
          .write((entities) => [
            pinnedAt === null
              ? entities.user
                  .patch({ id: writerId })
                  .delete({ pinnedPostIds: [postId] })
                  .commit()
              : entities.user
                  .patch({ id: writerId })
                  .add({ pinnedPostIds: [postId] })
                  .where(
                    ({ pinnedPostIds }, { notExists, size, escape }) =>
                      `${notExists(pinnedPostIds)} OR ${size(pinnedPostIds)} < ${escape(limit)}`,
                  )
                  .commit(),
            pinnedAt === null
              ? entities.post
                  .patch({ id: postId })
                  .remove(['pinnedAt'])
                  .where(
                    ({ creatorId, pinnedAt: pinned }, { eq, exists }) =>
                      `${eq(creatorId, writerId)} AND ${exists(pinned)}`,
                  )
                  .commit()
              : entities.post
                  .patch({ id: postId })
                  .set({ pinnedAt })
                  .where(
                    ({ creatorId, pinnedAt: pinned }, { eq, notExists }) =>
                      `${eq(creatorId, writerId)} AND ${notExists(pinned)}`,
                  )
                  .commit(),
          ])
          .go(),
      );
      if (!result.canceled) return 'written';
      return result.data[0]?.code === 'ConditionalCheckFailed' ? 'limit' : 'changed';
    },

    /**
     * approvePostSubmission / declinePostSubmission: ONE TransactWriteItems — the submission deleted
     * (it must exist) and the story put with its new statusForCollection (conditioned on its updatedAt
     * as read; a put recomputes the publication's listing index, gsi2, from the whole item).
     */
    async decideSubmission(next: PostItem, previous: PostItem): Promise<WriteOutcome> {
      const result = await data.transaction
        .write((entities) => [
          entities.submission
            .delete({
              collectionId: previous.collectionId ?? '',
              submittedAt: previous.submittedAt ?? 0,
              postId: previous.id,
            })
            .where(({ postId }, { exists }) => exists(postId))
            .commit(),
          entities.post
            .put(next)
            .where(
              ({ updatedAt, statusForCollection }, { eq }) =>
                `${eq(updatedAt, previous.updatedAt)} AND ${eq(statusForCollection, 'PENDING')}`,
            )
            .commit(),
        ])
        .go();
      return cancelled(result);
    },

    /** A publication's waiting submissions, newest first: Query of its submission partition. */
    pendingSubmissions(collectionId: string, paging: Paging): Promise<Page<SubmissionItem>> {
      return queryPage('table', paging, (options) =>
        submission.query.byCollection({ collectionId }).go(options),
      );
    },
  };
}

export type PublishingRepository = ReturnType<typeof createPublishingRepository>;
