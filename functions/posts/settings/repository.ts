import { batchGetAcross } from '#shared/data/batch-get.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';
import type { FolioData } from '#shared/data/data.ts';
import { shelfOf } from '#shared/data/entities/post.ts';
import type { CollectionReads } from '#shared/data/reads/collections.ts';
import type { UserReads } from '#shared/data/reads/users.ts';
import type { PostItem, StoredParagraph } from '../repository.ts';

/** A story as its settings page needs it: the summary, and the writer's current text when there is one. */
export interface SettingsState {
  post?: PostItem;
  /** The draft's paragraphs, else the published body's; undefined when the story has neither. */
  paragraphs?: readonly StoredParagraph[];
}

/** What a settings change writes: attributes set, attributes removed (a setting cleared). */
export interface SettingsWrite {
  set: {
    seoTitle?: string;
    seoDescription?: string;
    canonicalUrl?: string;
    uniqueSlug?: string;
    showInRecommendations?: boolean;
  };
  remove: ('seoTitle' | 'seoDescription' | 'canonicalUrl')[];
}

/** The story settings' access patterns (docs/data-model.md): one DynamoDB request each. */
export function createSettingsRepository(
  data: FolioData,
  reads: Pick<UserReads, 'findUserById'> & Pick<CollectionReads, 'findCollectionById'>,
) {
  const { post, postContent, postDraft } = data.entities;

  return {
    /** A story's summary, body and draft: ONE consistent BatchGetItem (the page shows what was just saved). */
    async findSettingsState(id: string): Promise<SettingsState> {
      const stored = await batchGetAcross(
        data,
        [post.get([{ id }]), postContent.get([{ id }]), postDraft.get([{ id }])],
        { consistent: true, what: 'story' },
      );
      const owned = { ignoreOwnership: false };
      const draft = postDraft.parse({ Items: stored }, owned).data[0];
      const content = postContent.parse({ Items: stored }, owned).data[0];
      return {
        post: post.parse({ Items: stored }, owned).data[0],
        paragraphs: draft?.paragraphs ?? content?.paragraphs,
      };
    },

    /**
     * updatePostSettings: ONE conditional UpdateItem of the summary, conditioned on the writer and on
     * the `updatedAt` it was read with: nothing else changed it meanwhile, so the shelf given to gsi4's
     * key (its sort key, `updatedAt`, moves) is still the story's, and a publish or an undelete, whose
     * Puts are conditioned on `updatedAt` too, cannot overwrite the change. False when it changed.
     */
    async writeSettings(story: PostItem, write: SettingsWrite, now: number): Promise<boolean> {
      const update = post
        .update({ id: story.id })
        .set({ ...write.set, updatedAt: now })
        .composite({ creatorId: story.creatorId, shelf: shelfOf(story) });
      const withRemovals = write.remove.length > 0 ? update.remove(write.remove) : update;
      try {
        await withRemovals
          .where(
            (attributes, { eq }) =>
              `${eq(attributes.creatorId, story.creatorId)} AND ${eq(attributes.updatedAt, story.updatedAt)}`,
          )
          .go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** The writer's username: one GetItem (a stale page's addresses name it). */
    async findUsername(userId: string): Promise<string | undefined> {
      return (await reads.findUserById(userId))?.username;
    },

    /** A publication's slug: one GetItem. */
    async findCollectionSlug(collectionId: string): Promise<string | undefined> {
      return (await reads.findCollectionById(collectionId))?.slug;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
