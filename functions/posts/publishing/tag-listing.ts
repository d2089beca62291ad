import type { FolioData } from '#shared/data/data.ts';

export type TagRef = { slug: string; displayTitle: string };

/** The entities a write transaction's callback receives (`data.transaction.write`). */
type TransactionEntities = Parameters<Parameters<FolioData['transaction']['write']>[0]>[0];

/** A listed story in its tags' listings: its id and its firstPublishedAt (the listing's order). */
export interface ListedStory {
  postId: string;
  publishedAt: number;
}

/**
 * The transaction items of a listed story joining tags: each tag's postCount +1 (the tag created with
 * its title when new) and its tagPost. Written with whatever makes the story listed (a publish, an
 * undelete), so the count and the listing always agree with the story. Two items per tag.
 */
export const joinTags = (entities: TransactionEntities, story: ListedStory, tags: readonly TagRef[]) =>
  tags.flatMap((joined) => [
    entities.tag
      .upsert({ slug: joined.slug })
      .ifNotExists({ displayTitle: joined.displayTitle })
      .add({ postCount: 1 })
      .commit(),
    entities.tagPost
      .put({ tagSlug: joined.slug, postId: story.postId, publishedAt: story.publishedAt })
      .commit(),
  ]);

/**
 * The transaction items of a listed story leaving tags (a publish without them, unlisting, the
 * trash): each tag's postCount −1 and its tagPost deleted. Two items per tag.
 */
export const leaveTags = (entities: TransactionEntities, story: ListedStory, tags: readonly TagRef[]) =>
  tags.flatMap((left) => [
    entities.tag.patch({ slug: left.slug }).add({ postCount: -1 }).commit(),
    entities.tagPost
      .delete({ tagSlug: left.slug, postId: story.postId, publishedAt: story.publishedAt })
      .commit(),
  ]);
