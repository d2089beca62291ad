import { pagingInfo, type Paging } from '#contract/paging.ts';
import { ResultError } from '#shared/api/results.ts';
import { invalidCursorMessage } from '#shared/data/cursor.ts';
import { isListed } from '../access.ts';
import { toGraphqlTag, type GraphqlPost, type GraphqlTag } from '../mappers.ts';
import { isMuted, type Mutes } from '../mutes.ts';
import type { PostItem, PostsRepository } from '../repository.ts';
import type { PostConnection, Reader } from '../service.ts';
import { sourceKey, type FeedItem, type FeedsRepository } from './repository.ts';
import { rankForYou, type Candidate, type Reason } from './scoring.ts';

/**
 * For you's bounded candidate set (decision 212): the reader's Following feed, the newest listed
 * stories, the newest of the tags they follow last, and the tags of their last reads (whose stories
 * are not recommended again). At most 40 + 50 + 3 × 10 stories, one BatchGet of 100 for those the
 * latest listing does not carry.
 */
export const forYouCandidates = {
  following: 40,
  latest: 50,
  tags: 3,
  perTag: 10,
  recentReads: 10,
  /** The tag tabs: at most this many followed tags. */
  followedTags: 20,
} as const;

export interface RecommendedFeed {
  items: { id: string; post: GraphqlPost; reason: Reason }[];
  pagingInfo: ReturnType<typeof pagingInfo>;
}

export interface FeedsServiceDependencies {
  feeds: FeedsRepository;
  posts: Pick<PostsRepository, 'findPosts' | 'findMutes' | 'latestPosts' | 'postsByTag' | 'findTags'>;
  /** The posts service's presentation of stories (the member-only preview rule, bodies when asked). */
  present: (posts: PostItem[], reader: Reader) => Promise<GraphqlPost[]>;
  now?: () => number;
}

const emptyConnection: PostConnection = { posts: [], pagingInfo: pagingInfo(0, null) };

/** For you pages by its place in the ranking: `to` is the next place, a number (anything else a BadRequest). */
function offsetOf(paging: Paging): number {
  if (paging.cursor === null) return 0;
  if (!/^\d{1,4}$/.test(paging.cursor)) throw new ResultError('BadRequest', invalidCursorMessage);
  return Number(paging.cursor);
}

const first = (paging: Paging, limit: number) => ({ ...paging, limit, cursor: null });

/** The signed-in home's Following and For you tabs and its tag tabs' tags (issue #16). */
export function createFeedsService({ feeds, posts, present, now = Date.now }: FeedsServiceDependencies) {
  const findStories = async (ids: readonly string[]) =>
    ids.length > 0 ? posts.findPosts(ids) : new Map<string, PostItem>();

  const visible = (post: PostItem | undefined, mutes: Mutes): post is PostItem =>
    post !== undefined && isListed(post) && !isMuted(post, mutes);

  /**
   * The candidates' reads: five Queries at once (Following, latest, followed tags, reading history,
   * mutes), the followed tags' listings, then one BatchGet of the stories the latest listing lacks
   * beside one of the follow edges still standing.
   */
  async function candidatesOf(readerId: string, paging: Paging) {
    const [following, latest, tagSlugs, readIds, mutes] = await Promise.all([
      feeds.followingItems(readerId, first(paging, forYouCandidates.following)),
      posts.latestPosts(first(paging, forYouCandidates.latest)),
      feeds.followedTagSlugs(readerId, forYouCandidates.followedTags),
      feeds.recentlyReadIds(readerId, forYouCandidates.recentReads),
      posts.findMutes(readerId),
    ]);
    const tagPages = await Promise.all(
      tagSlugs
        .slice(0, forYouCandidates.tags)
        .map((slug) => posts.postsByTag(slug, first(paging, forYouCandidates.perTag))),
    );
    const known = new Map(latest.items.map((post) => [post.id, post]));
    const wanted = [
      ...following.items.map((item) => item.postId),
      ...tagPages.flatMap((page) => page.items.map((item) => item.postId)),
      ...readIds,
    ].filter((id, index, all) => !known.has(id) && all.indexOf(id) === index);
    const [fetched, followed] = await Promise.all([
      findStories(wanted),
      feeds.stillFollowed(readerId, following.items),
    ]);
    const story = (id: string) => known.get(id) ?? fetched.get(id);
    const followedItems: FeedItem[] = following.items.filter((item) => followed.has(sourceKey(item)));
    return { followedItems, latest, tagPages, tagSlugs, readIds, mutes, story };
  }

  return {
    /** Following: the reader's feed items, newest first, their stories in one BatchGet, beside the mutes. */
    async followingFeed(paging: Paging, reader: Reader): Promise<PostConnection> {
      const readerId = reader.viewer.id;
      if (!readerId) return emptyConnection;
      const [page, mutes] = await Promise.all([
        feeds.followingItems(readerId, paging),
        posts.findMutes(readerId),
      ]);
      const [found, followed] = await Promise.all([
        findStories(page.items.map((item) => item.postId)),
        feeds.stillFollowed(readerId, page.items),
      ]);
      const shown = page.items
        .filter((item) => followed.has(sourceKey(item)))
        .map((item) => found.get(item.postId))
        .filter((post) => visible(post, mutes));
      return { posts: await present(shown, reader), pagingInfo: pagingInfo(paging.limit, page.cursor) };
    },

    /** For you (decision 212): the candidates ranked on read; a page is a slice of the ranking. */
    async recommendedFeed(paging: Paging, reader: Reader): Promise<RecommendedFeed> {
      const readerId = reader.viewer.id;
      if (!readerId) return { items: [], pagingInfo: pagingInfo(paging.limit, null) };
      const offset = offsetOf(paging);
      const { followedItems, latest, tagPages, tagSlugs, readIds, mutes, story } = await candidatesOf(
        readerId,
        paging,
      );
      const read = new Set(readIds);
      const historyTags = new Set(readIds.flatMap((id) => story(id)?.tags?.map((tag) => tag.slug) ?? []));
      const candidates = new Map<string, Candidate<PostItem>>();
      const offer = (post: PostItem | undefined, followed?: Candidate<PostItem>['followed']) => {
        if (!visible(post, mutes) || candidates.has(post.id)) return;
        if (post.creatorId === readerId || read.has(post.id) || post.showInRecommendations === false) return;
        candidates.set(post.id, { story: post, ...(followed && { followed }) });
      };
      for (const item of followedItems) offer(story(item.postId), item.source);
      for (const page of tagPages) for (const item of page.items) offer(story(item.postId));
      for (const post of latest.items) offer(post);
      const ranked = rankForYou(
        [...candidates.values()],
        { followedTags: new Set(tagSlugs), historyTags },
        now(),
      );
      const page = ranked.slice(offset, offset + paging.limit);
      const shown = await present(
        page.map((entry) => entry.story),
        reader,
      );
      const next = offset + paging.limit < ranked.length ? String(offset + paging.limit) : null;
      return {
        items: page.map((entry, index) => ({
          id: entry.story.id,
          post: shown[index]!,
          reason: entry.reason,
        })),
        pagingInfo: pagingInfo(paging.limit, next),
      };
    },

    /** The tags the reader follows, newest follow first: one Query of gsi2 and one BatchGet of the tags. */
    async followedTags(reader: Reader): Promise<GraphqlTag[]> {
      const readerId = reader.viewer.id;
      if (!readerId) return [];
      const slugs = await feeds.followedTagSlugs(readerId, forYouCandidates.followedTags);
      const found = slugs.length > 0 ? await posts.findTags(slugs) : new Map();
      return slugs.flatMap((slug) => {
        const tag = found.get(slug);
        return tag ? [toGraphqlTag(tag)] : [];
      });
    },
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
