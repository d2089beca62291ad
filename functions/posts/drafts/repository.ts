import type { EntityItem } from 'electrodb';
import type { Paging } from '#contract/paging.ts';
import { batchGetAcross } from '#shared/data/batch-get.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';
import type { FolioData } from '#shared/data/data.ts';
import { queryPage, type Page } from '#shared/data/query-page.ts';
import type { PostContentItem, PostItem, StoredParagraph } from '../repository.ts';

type Entities = FolioData['entities'];
export type PostDraftItem = EntityItem<Entities['postDraft']>;
export type PostRevisionItem = EntityItem<Entities['postRevision']>;

/** What a save writes: the title, the subtitle and the body. */
export interface DraftText {
  title: string;
  subtitle: string;
  paragraphs: StoredParagraph[];
}

/** A save as the repository writes it: the text, on top of `baseVersion`, by `creatorId`, at `now`. */
export interface DraftWrite extends DraftText {
  id: string;
  creatorId: string;
  baseVersion: number;
  now: number;
  revisionWindow: number;
}

/** What a response draft answers, kept on its story item until it is published. */
export type ResponseOrigin = Pick<
  PostItem,
  'inResponseToPostId' | 'threadRootPostId' | 'inResponseToQuoteId' | 'quotedText'
>;

/** A story and its draft as the writer's editor reads them; either may be missing. */
export interface StoryDraft {
  post?: PostItem;
  draft?: PostDraftItem;
}

interface DraftCondition<A> {
  eq: (attribute: A, value: unknown) => string;
  notExists: (attribute: A) => string;
}

/**
 * The condition of every write of a draft's text: the writer's, still at the version the text was
 * based on, and not in the trash.
 */
const savableBy =
  (creatorId: string, baseVersion: number) =>
  <A>(attributes: { creatorId: A; version: A; expiresAt: A }, { eq, notExists }: DraftCondition<A>) =>
    `${eq(attributes.creatorId, creatorId)} AND ${eq(attributes.version, baseVersion)} AND ${notExists(attributes.expiresAt)}`;

/**
 * The drafts' access patterns (docs/data-model.md): one function, one DynamoDB request each. A draft
 * (`postDraft`) shares its story's partition but not the `postPage` collection, so readers never read
 * it; its revisions (`postRevision`) have a partition per story.
 */
export function createDraftsRepository(data: FolioData) {
  const { post, postContent, postDraft, postRevision } = data.entities;

  return {
    /**
     * startDraft: the story (status DRAFT, its id as its slug until it is published) and its draft at
     * version 1 in ONE TransactWriteItems, each `attribute_not_exists`.
     */
    async createDraft(story: {
      id: string;
      creatorId: string;
      now: number;
      /** A response drafted in the full editor: what it answers, on the story item (decision 121). */
      response?: ResponseOrigin;
      /** A publication newsletter's new e-mail: the publication the publish dialog offers first (decision 180). */
      collectionId?: string;
    }): Promise<PostDraftItem> {
      const { id, creatorId, now, response, collectionId } = story;
      const draft = { id, creatorId, title: '', subtitle: '', paragraphs: [], version: 1, updatedAt: now };
      const result = await data.transaction
        .write(({ post: posts, postDraft: drafts }) => [
          posts
            .create({
              id,
              creatorId,
              title: '',
              subtitle: '',
              uniqueSlug: id,
              visibility: 'PUBLIC',
              isLocked: false,
              status: 'DRAFT',
              readingTime: 0,
              createdAt: now,
              updatedAt: now,
              ...response,
              ...(collectionId && { collectionId }),
            })
            .commit(),
          drafts.create(draft).commit(),
        ])
        .go();
      if (result.canceled) throw new Error(`The new story ${id} could not be written`);
      return draft;
    },

    /** A story and its draft: ONE consistent BatchGetItem of both keys (the editor reads what it saved). */
    async findStoryDraft(id: string): Promise<StoryDraft> {
      const stored = await batchGetAcross(data, [post.get([{ id }]), postDraft.get([{ id }])], {
        consistent: true,
        what: 'story',
      });
      const owned = { ignoreOwnership: false };
      return {
        post: post.parse({ Items: stored }, owned).data[0],
        draft: postDraft.parse({ Items: stored }, owned).data[0],
      };
    },

    /** A published story's body, to start its first draft: one GetItem. */
    async findPublishedContent(id: string): Promise<PostContentItem | undefined> {
      return (await postContent.get({ id }).go()).data ?? undefined;
    },

    /**
     * The first draft of a story that has none (a published story never edited since): one PutItem,
     * `attribute_not_exists`. False when a draft appeared meanwhile (another tab opened it first).
     */
    async putFirstDraft(draft: PostDraftItem): Promise<boolean> {
      try {
        await postDraft.create(draft).go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /**
     * saveDraft: ONE UpdateItem of the draft, conditioned on its writer, on `version = baseVersion` and
     * on not being in the trash; version + 1. Answers the values it replaced (ReturnValues UPDATED_OLD,
     * no read), or undefined when the condition failed (nothing written).
     */
    async updateDraft(write: DraftWrite): Promise<PostDraftItem | undefined> {
      const { id, creatorId, baseVersion, now, title, subtitle, paragraphs, revisionWindow } = write;
      try {
        const { data: replaced } = await postDraft
          .update({ id })
          .set({ title, subtitle, paragraphs, updatedAt: now, revisionWindow })
          .add({ version: 1 })
          .where(savableBy(creatorId, baseVersion))
          .go({ response: 'updated_old' });
        return replaced as PostDraftItem;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    /**
     * What Your stories shows of a draft: ONE UpdateItem of the story's title, subtitle and updatedAt
     * (its gsi4 sort key), only while it is a DRAFT of this writer. False for a published story, whose
     * summary changes only when it is published again.
     */
    async updateDraftSummary(story: {
      id: string;
      creatorId: string;
      title: string;
      subtitle: string;
      now: number;
    }): Promise<boolean> {
      const { id, creatorId, title, subtitle, now } = story;
      try {
        await post
          .update({ id })
          .set({ title, subtitle, updatedAt: now })
          .composite({ creatorId, shelf: 'drafts' })
          .where(
            (attributes, { eq }) =>
              `${eq(attributes.creatorId, creatorId)} AND ${eq(attributes.status, 'DRAFT')}`,
          )
          .go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Keeps a copy of the draft: one PutItem (a second copy of the same moment replaces the first). */
    async putRevision(revision: PostRevisionItem): Promise<void> {
      await postRevision.put(revision).go({ response: 'none' });
    },

    /** A story's revisions, newest first: Query of the story's `postRevision` partition. */
    revisionsOf(postId: string, paging: Paging): Promise<Page<PostRevisionItem>> {
      return queryPage('table', paging, (options) => postRevision.query.byPost({ postId }).go(options));
    },

    /** One revision of a story: one GetItem. */
    async findRevision(postId: string, savedAt: number): Promise<PostRevisionItem | undefined> {
      return (await postRevision.get({ postId, savedAt }).go()).data ?? undefined;
    },

    /**
     * What a revert needs: the story, its draft and the revision in ONE consistent BatchGetItem.
     */
    async findRevertSources(
      postId: string,
      savedAt: number,
    ): Promise<StoryDraft & { revision?: PostRevisionItem }> {
      const stored = await batchGetAcross(
        data,
        [
          post.get([{ id: postId }]),
          postDraft.get([{ id: postId }]),
          postRevision.get([{ postId, savedAt }]),
        ],
        { consistent: true, what: 'story' },
      );
      const owned = { ignoreOwnership: false };
      return {
        post: post.parse({ Items: stored }, owned).data[0],
        draft: postDraft.parse({ Items: stored }, owned).data[0],
        revision: postRevision.parse({ Items: stored }, owned).data[0],
      };
    },

    /**
     * revertDraft: ONE TransactWriteItems keeping the current draft as a revision and writing the
     * revision's text as the draft, conditioned like a save. False when the condition failed.
     */
    async revertDraft(write: DraftWrite, current: PostRevisionItem): Promise<boolean> {
      const { id, creatorId, baseVersion, now, title, subtitle, paragraphs, revisionWindow } = write;
      const result = await data.transaction
        .write(({ postDraft: drafts, postRevision: revisions }) => [
          revisions.put(current).commit(),
          drafts
            .update({ id })
            .set({ title, subtitle, paragraphs, updatedAt: now, revisionWindow })
            .add({ version: 1 })
            .where(savableBy(creatorId, baseVersion))
            .commit(),
        ])
        .go();
      return !result.canceled;
    },
  };
}

export type DraftsRepository = ReturnType<typeof createDraftsRepository>;
