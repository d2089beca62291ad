import { batchGetMap } from '#shared/data/batch-get.ts';
import { createConversions, type EntityItem } from 'electrodb';
import type { FolioData } from '#shared/data/data.ts';
import type { Paging } from '#contract/paging.ts';
import { queryPage, type Page } from '#shared/data/query-page.ts';
import { sumOfShards } from './claps/repository.ts';
import type { Mutes } from './mutes.ts';
import type { PublishRange } from './tag-pages/periods.ts';

type Entities = FolioData['entities'];
export type PostItem = EntityItem<Entities['post']>;
export type PostContentItem = EntityItem<Entities['postContent']>;
export type StaffPickItem = EntityItem<Entities['staffPick']>;
export type TagItem = EntityItem<Entities['tag']>;
export type TagPostItem = EntityItem<Entities['tagPost']>;
export type { StoredParagraph } from '#shared/data/stored-paragraph.ts';
export type QuoteItem = EntityItem<Entities['quote']>;
export type TopHighlightItem = EntityItem<Entities['topHighlight']>;

/**
 * The only code of the posts domain that touches the table: one function per access pattern, each a
 * single DynamoDB request but `taggedPostsByCollection`, which may read on (docs/data-model.md lists
 * them with the index they use and their tests).
 */
/** A publication's tagged page (decision 257): stories read per Query, and Queries per page at most. */
export const taggedReadPerQuery = 100;
export const taggedQueriesPerPage = 3;

export function createPostsRepository(data: FolioData) {
  const { post, postContent, staffPick, tag, tagPost, mute, quote } = data.entities;

  /** A publication's approved, listed stories: Query gsi2 on collectionId, newest first. */
  const storiesOfCollection = (collectionId: string, paging: Paging): Promise<Page<PostItem>> =>
    queryPage('gsi2', paging, (options) =>
      post.query.byCollection({ listingCollectionId: collectionId }).go(options),
    );

  const postConversions = createConversions(post);
  /** The gsi2 cursor that resumes a publication's stories right after `item`. */
  const cursorAfter = (collectionId: string, item: PostItem) =>
    postConversions.byAccessPattern.byCollection.fromComposite.toCursor({
      id: item.id,
      listingCollectionId: collectionId,
      listingPublishedAt: item.firstPublishedAt ?? 0,
    });

  return {
    /** A story's summary without its body: one GetItem on the table. */
    async findPost(id: string): Promise<PostItem | undefined> {
      const { data: item } = await post.get({ id }).go();
      return item ?? undefined;
    },

    /**
     * A story, its body and its top highlight together: one Query of the `postPage` collection (they
     * share a partition), which also holds the story's clap shards: its `clapCount` is their exact sum
     * (decision 108).
     */
    async findPostPage(id: string): Promise<{
      post?: PostItem;
      content?: PostContentItem;
      topHighlight?: TopHighlightItem;
      /** The story's friend link key (decision 142), read in the same Query. */
      friendLinkKey?: string;
    }> {
      const { data: page } = await data.collections.postPage({ id }).go();
      const post = page.post[0];
      return {
        post: post && { ...post, clapCount: sumOfShards(page.clapShard) },
        content: page.postContent[0],
        topHighlight: page.topHighlight[0],
        friendLinkKey: page.friendLink[0]?.key,
      };
    },

    /**
     * One reader's quotes of one story, for the story page (issue #13): ONE Query of gsi1 (a reader
     * quotes a story a few times; highlights/ writes them).
     */
    async findReaderQuotes(postId: string, userId: string): Promise<QuoteItem[]> {
      const { data: items } = await quote.query.byReaderOfPost({ postId, userId }).go({ pages: 'all' });
      return items;
    },

    /** Stories by id: one BatchGetItem (at most 25 ids, the API's limit). */
    findPosts(ids: readonly string[]): Promise<Map<string, PostItem>> {
      return batchGetMap(ids, 'id', (keys) => post.get(keys.map((id) => ({ id }))).go(), 'story');
    },

    /** Bodies of stories by id: one BatchGetItem, only when a list query selects `content`. */
    findContents(ids: readonly string[]): Promise<Map<string, PostContentItem>> {
      return batchGetMap(ids, 'id', (keys) => postContent.get(keys.map((id) => ({ id }))).go(), 'story');
    },

    /** The newest listed stories: Query gsi3 (one partition of all listed posts), newest first. */
    latestPosts(paging: Paging): Promise<Page<PostItem>> {
      return queryPage('gsi3', paging, (options) => post.query.latest({}).go(options));
    },

    /** A writer's listed stories: Query gsi1 on creatorId, newest first. */
    postsByCreator(creatorId: string, paging: Paging): Promise<Page<PostItem>> {
      return queryPage('gsi1', paging, (options) => post.query.byCreator({ creatorId }).go(options));
    },

    postsByCollection: storiesOfCollection,

    /**
     * A publication's approved, listed stories carrying a tag, newest first (decision 257): Query gsi2
     * of the publication, whose items are whole stories (no BatchGet), keeping the tagged ones here
     * (DynamoDB cannot filter a list of maps by one key). Reads on until the page is full, at most
     * `taggedQueriesPerPage` requests: the cursor then follows the last story kept, or the last story
     * read (a short page whose cursor goes on).
     */
    async taggedPostsByCollection(
      collectionId: string,
      tagSlug: string,
      paging: Paging,
    ): Promise<Page<PostItem>> {
      const kept: PostItem[] = [];
      let cursor = paging.cursor;
      for (let request = 0; request < taggedQueriesPerPage; request += 1) {
        const page = await storiesOfCollection(collectionId, { limit: taggedReadPerQuery, cursor });
        for (const [index, item] of page.items.entries()) {
          if (!item.tags?.some((tag) => tag.slug === tagSlug)) continue;
          kept.push(item);
          if (kept.length < paging.limit) continue;
          const lastRead = index === page.items.length - 1 && page.cursor === null;
          return { items: kept, cursor: lastRead ? null : cursorAfter(collectionId, item) };
        }
        cursor = page.cursor;
        if (!cursor) break;
      }
      return { items: kept, cursor };
    },

    /** A tag's listed stories, newest first: Query of the tag's tagPost partition (written by publishing). */
    postsByTag(tagSlug: string, paging: Paging): Promise<Page<TagPostItem>> {
      return queryPage('table', paging, (options) => tagPost.query.byTag({ tagSlug }).go(options));
    },

    /**
     * A tag's listed stories first published in [from, to), newest first: one Query of the tag's
     * tagPost partition with `sk BETWEEN` (the archive's pages, decision 184; the top periods' candidates,
     * decision 183).
     */
    postsByTagBetween(tagSlug: string, range: PublishRange, paging: Paging): Promise<Page<TagPostItem>> {
      return queryPage('table', paging, (options) =>
        tagPost.query
          .byTag({ tagSlug })
          .between({ publishedAt: range.from }, { publishedAt: range.to - 1 })
          .go(options),
      );
    },

    /** When the tag's first listed story was first published: one Query, oldest first, Limit 1. */
    async firstTagPost(tagSlug: string): Promise<TagPostItem | undefined> {
      const { data: items } = await tagPost.query.byTag({ tagSlug }).go({ limit: 1, order: 'asc' });
      return items[0];
    },

    /** The tag page's tag: one GetItem; undefined when no story was ever listed under it. */
    async findTag(slug: string): Promise<TagItem | undefined> {
      const { data: item } = await tag.get({ slug }).go();
      return item ?? undefined;
    },

    /** Staff picks, newest pick first: Query of the one staffPick partition on the table. */
    latestStaffPicks(paging: Paging): Promise<Page<StaffPickItem>> {
      return queryPage('table', paging, (options) => staffPick.query.byPickedAt({}).go(options));
    },

    /**
     * Everything a reader muted, for the feeds to leave out: one Query of the reader's `mute`
     * partition (the users domain writes it; a reader mutes few, so every page is read).
     */
    async findMutes(muterId: string): Promise<Mutes> {
      const { data: items } = await mute.query.byMuter({ muterId }).go({ pages: 'all' });
      const idsOf = (kind: string) =>
        new Set(items.filter((item) => item.targetKind === kind).map((item) => item.targetId));
      return { users: idsOf('user'), collections: idsOf('collection') };
    },

    /** Tags by slug (for Tag.postCount): one BatchGetItem. */
    findTags(slugs: readonly string[]): Promise<Map<string, TagItem>> {
      return batchGetMap(slugs, 'slug', (keys) => tag.get(keys.map((slug) => ({ slug }))).go(), 'tag');
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
