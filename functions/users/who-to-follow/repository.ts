import type { FolioData } from '#shared/data/data.ts';
import { batchGetMap } from '#shared/data/batch-get.ts';

/**
 * The reads of who to follow (decision 223) that the social repository has not: the tags the viewer
 * follows, a tag's newest stories, Folio's newest stories, stories' writers and tags' titles. One
 * DynamoDB request each; the stories and tags are the posts domain's items, only read here.
 */
export function createWhoToFollowRepository(data: FolioData) {
  const { follow, tagPost, post, tag } = data.entities;
  return {
    /** The tags a reader follows, newest follow first: one Query of gsi2. */
    async followedTagSlugs(followerId: string, limit: number): Promise<string[]> {
      const { data: items } = await follow.query
        .byFollowerAndKind({ followerId, targetKind: 'tag' })
        .go({ limit, order: 'desc' });
      return items.map((item) => item.targetId);
    },

    /** A tag's newest listed stories, as ids: one Query of its tagPost partition. */
    async newestOfTag(tagSlug: string, limit: number): Promise<string[]> {
      const { data: items } = await tagPost.query.byTag({ tagSlug }).go({ limit, order: 'desc' });
      return items.map((item) => item.postId);
    },

    /** Folio's newest listed stories: one Query of gsi3. */
    async newestStories(limit: number) {
      const { data: items } = await post.query.latest({}).go({ limit, order: 'desc' });
      return items;
    },

    /** Stories by id: one BatchGetItem. */
    findStories(ids: readonly string[]) {
      return batchGetMap(ids, 'id', (keys) => post.get(keys.map((id) => ({ id }))).go(), 'story');
    },

    /** Tags by slug: one BatchGetItem. */
    findTags(slugs: readonly string[]) {
      return batchGetMap(slugs, 'slug', (keys) => tag.get(keys.map((slug) => ({ slug }))).go(), 'tag');
    },
  };
}

export type WhoToFollowRepository = ReturnType<typeof createWhoToFollowRepository>;
