import { moreFromCount } from '#contract/more-from.ts';
import { pagingInfo, type Paging } from '#contract/paging.ts';
import type { ResultValue } from '#shared/api/results.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import { canReadFullBody, canView, isListed, type Unlock } from './access.ts';
import type { Meter } from './metered/meter.ts';
import { unlockStory } from './story-unlock.ts';
import {
  toGraphqlPost,
  toGraphqlTag,
  type GraphqlPost,
  type GraphqlTag,
  type ReadableBody,
} from './mappers.ts';
import type { TagTimePeriod } from '#graphql/generated/schema-types.ts';
import { archiveRange, archiveYears, topPeriodRange } from './tag-pages/periods.ts';
import { isMuted, noMutes, writersOnly, type Mutes } from './mutes.ts';
import { previewParagraphs } from '#shared/data/paywall.ts';
import type { Page } from '#shared/data/query-page.ts';
import { highlightsOnStoryPage } from './highlights/on-story-page.ts';
import type { PostContentItem, PostItem, PostsRepository, QuoteItem } from './repository.ts';
import { storyNotFound } from './writers-story.ts';

/** Who is reading, and whether the operation selected the body (which costs its own read). */
export interface Reader {
  viewer: Viewer;
  withContent: boolean;
  /** The story page asks for the viewer's highlights with the body (issue #13): one more Query. */
  withViewerHighlights?: boolean;
  /** The friend link key the story's address carried (`?sk=`, decision 142); the story page only. */
  friendLinkKey?: string;
}

export interface PostConnection {
  posts: GraphqlPost[];
  pagingInfo: ReturnType<typeof pagingInfo>;
}

export interface StaffPicksFeed {
  items: { post: GraphqlPost }[];
  pagingInfo: ReturnType<typeof pagingInfo>;
}

/** The story whose writer's or publication's other stories the story page shows (a Post's source). */
export interface MoreFromStory {
  id: string;
  creatorId: string;
  collectionId: string | null;
  statusForCollection: string | null;
}

export interface MoreFrom {
  creatorPosts: GraphqlPost[];
  collectionPosts: GraphqlPost[];
}

export interface PostsServiceDependencies {
  repository: PostsRepository;
  /** The metered paywall (decision 141), asked on the story page only. */
  meter: Meter;
  /** The clock of the tag page's top periods and archive years. */
  now?: () => number;
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/** A Tag parent of its count fields: its slug is its id; a count it already carries is used as is. */
export interface TagCounts {
  id: string;
  postCount?: number | null;
  followerCount?: number | null;
}

/** Decision 183: how many of a period's newest stories are ranked, and how many of them are shown. */
export const topCandidates = 200;
export const topPostsShown = 20;

/** Most clapped first, newest first among equals. */
const rankByClaps = (posts: PostItem[]) =>
  [...posts].sort(
    (a, b) =>
      (b.clapCount ?? 0) - (a.clapCount ?? 0) || (b.firstPublishedAt ?? 0) - (a.firstPublishedAt ?? 0),
  );

/** The body as this reader may receive it: whole, or only the preview of a member-only story. */
export function readableBody(
  post: PostItem,
  content: PostContentItem | undefined,
  viewer: Viewer,
  unlock?: Unlock,
): ReadableBody {
  const paragraphs = content?.paragraphs ?? [];
  if (canReadFullBody(post, viewer, unlock)) return { paragraphs, isLockedPreviewOnly: false };
  return { paragraphs: previewParagraphs(paragraphs), isLockedPreviewOnly: true };
}

const present = (post: PostItem, content: PostContentItem | undefined, reader: Reader) =>
  toGraphqlPost(post, {
    isFullContent: canReadFullBody(post, reader.viewer),
    ...(reader.withContent && { body: readableBody(post, content, reader.viewer) }),
  });

/**
 * Presents stories already filtered, reading their bodies in one batch (`findContents`, the posts
 * repository's) when the operation asks for them.
 */
export async function presentStories(
  findContents: PostsRepository['findContents'],
  posts: PostItem[],
  reader: Reader,
): Promise<GraphqlPost[]> {
  const contents =
    reader.withContent && posts.length > 0 ? await findContents(posts.map((post) => post.id)) : undefined;
  return posts.map((post) => present(post, contents?.get(post.id), reader));
}

/** The rules of reading stories: who sees what, the paywall, and the feeds. */
export function createPostsService({ repository, meter, now = Date.now }: PostsServiceDependencies) {
  const presentAll = (posts: PostItem[], reader: Reader) =>
    presentStories(repository.findContents, posts, reader);

  const feed = async (
    page: Page<PostItem>,
    paging: Paging,
    reader: Reader,
    mutes = noMutes,
  ): Promise<PostConnection> => ({
    posts: await presentAll(
      page.items.filter((post) => isListed(post) && !isMuted(post, mutes)),
      reader,
    ),
    pagingInfo: pagingInfo(paging.limit, page.cursor),
  });

  /** Stories by id in the order given, those that exist: one BatchGet (none for no ids). */
  const storiesOf = async (ids: readonly string[]): Promise<PostItem[]> => {
    const found = ids.length > 0 ? await repository.findPosts(ids) : new Map<string, PostItem>();
    return ids.map((id) => found.get(id)).filter(defined);
  };

  /** The viewer's quotes of a story when asked: none to read for a visitor. */
  const readerQuotesOf = async (id: string, reader: Reader): Promise<QuoteItem[] | undefined> => {
    if (!reader.withViewerHighlights) return undefined;
    return reader.viewer.id ? repository.findReaderQuotes(id, reader.viewer.id) : [];
  };

  /**
   * The signed-in viewer's mutes, read beside a feed's own query (a visitor has none: no read). The
   * feed filters after its query, so a page may hold fewer stories than asked; its cursor still
   * continues after the last story read.
   */
  const mutesOf = (reader: Reader): Promise<Mutes> =>
    reader.viewer.id ? repository.findMutes(reader.viewer.id) : Promise.resolve(noMutes);

  /** One count of a batch of tags: one BatchGet of the tags whose count the parent does not carry. */
  async function tagCounts(
    tags: readonly TagCounts[],
    field: keyof Omit<TagCounts, 'id'>,
  ): Promise<number[]> {
    const unknown = tags.filter((tag) => typeof tag[field] !== 'number').map((tag) => tag.id);
    const stored = unknown.length > 0 ? await repository.findTags(unknown) : undefined;
    return tags.map((tag) => tag[field] ?? stored?.get(tag.id)?.[field] ?? 0);
  }

  return {
    /** Stories already filtered, as the API answers them (the home's feeds and the topics' tabs present theirs here). */
    presentStories: presentAll,

    /**
     * One story: one Query (with its body and top highlight) or one GetItem (without); with the signed-in
     * viewer's highlights asked, one Query of them beside it.
     */
    async postResult(id: string, reader: Reader): Promise<GraphqlPost | ResultValue<'NotFound'>> {
      if (!reader.withContent) {
        const post = await repository.findPost(id);
        return post && canView(post, reader.viewer) ? present(post, undefined, reader) : storyNotFound(id);
      }
      const [{ post, content, topHighlight, friendLinkKey }, readerQuotes] = await Promise.all([
        repository.findPostPage(id),
        readerQuotesOf(id, reader),
      ]);
      if (!post || !canView(post, reader.viewer)) return storyNotFound(id);
      const opened = await unlockStory(
        post,
        reader.viewer,
        { stored: friendLinkKey, presented: reader.friendLinkKey },
        meter,
      );
      const body = readableBody(post, content, reader.viewer, opened.unlock);
      return toGraphqlPost(post, {
        isFullContent: canReadFullBody(post, reader.viewer, opened.unlock),
        body: {
          ...body,
          highlights: highlightsOnStoryPage(body.paragraphs, topHighlight, readerQuotes, reader.viewer),
          ...(opened.meter && { meter: opened.meter }),
        },
      });
    },

    /**
     * The story of each parent of a batch (Notification.post, .response), in place: null for no id,
     * an unknown one, or one the viewer may no longer open. One BatchGet, no bodies.
     */
    async storiesInPlace(ids: readonly (string | null | undefined)[], viewer: Viewer) {
      const found = await storiesOf(ids.filter((id): id is string => Boolean(id)));
      const byId = new Map(found.filter((post) => canView(post, viewer)).map((post) => [post.id, post]));
      return ids.map((id) => {
        const post = id ? byId.get(id) : undefined;
        return post ? present(post, undefined, { viewer, withContent: false }) : null;
      });
    },

    /** Stories in the order asked; unknown or unviewable ids are left out. */
    async postResults(ids: readonly string[], reader: Reader): Promise<GraphqlPost[]> {
      if (ids.length === 0) return [];
      const found = await repository.findPosts(ids);
      const inOrder = ids.map((id) => found.get(id)).filter(defined);
      return presentAll(
        inOrder.filter((post) => canView(post, reader.viewer)),
        reader,
      );
    },

    /**
     * Home's latest stories, without those the viewer muted, nor those their writers keep out of
     * recommendations (story settings' showInRecommendations; profiles, publications and tags keep them).
     */
    async latestPostsFeed(paging: Paging, reader: Reader): Promise<PostConnection> {
      const [page, mutes] = await Promise.all([repository.latestPosts(paging), mutesOf(reader)]);
      const recommendable = page.items.filter((post) => post.showInRecommendations !== false);
      return feed({ ...page, items: recommendable }, paging, reader, mutes);
    },

    async postsOfCreator(creatorId: string, paging: Paging, reader: Reader): Promise<PostConnection> {
      return feed(await repository.postsByCreator(creatorId, paging), paging, reader);
    },

    /**
     * The writer's pinned stories, most recently pinned first: one BatchGet of the ids the user item
     * holds (none when there are none). Only the writer's listed stories show.
     */
    async pinnedPostsOf(creatorId: string, ids: readonly string[], reader: Reader): Promise<GraphqlPost[]> {
      const pinned = (await storiesOf(ids)).filter(
        (post) => post.creatorId === creatorId && isListed(post) && post.pinnedAt !== undefined,
      );
      pinned.sort((a, b) => (b.pinnedAt ?? 0) - (a.pinnedAt ?? 0));
      return presentAll(pinned, reader);
    },

    /**
     * The story page's "More from {writer}" and "More from {publication}": up to four other listed
     * stories of the story's writer and of the publication that approved it, newest first. One Query
     * each, in parallel, of one more than shown, since the story itself may be among the newest.
     */
    async moreFrom(story: MoreFromStory, reader: Reader): Promise<MoreFrom> {
      const paging = { limit: moreFromCount + 1, cursor: null };
      const inCollection = story.collectionId && story.statusForCollection === 'APPROVED';
      const [byCreator, byCollection] = await Promise.all([
        repository.postsByCreator(story.creatorId, paging),
        inCollection ? repository.postsByCollection(story.collectionId as string, paging) : undefined,
      ]);
      const others = (page: Page<PostItem> | undefined) =>
        presentAll(
          (page?.items ?? [])
            .filter((post) => post.id !== story.id && isListed(post))
            .slice(0, moreFromCount),
          reader,
        );
      const [creatorPosts, collectionPosts] = await Promise.all([others(byCreator), others(byCollection)]);
      return { creatorPosts, collectionPosts };
    },

    /**
     * A publication's home (Collection.postsConnection): its approved stories, newest first, read beside
     * the mutes' Query; a muted writer's stories are left out (not the publication's own: the reader
     * opened its page).
     */
    async postsOfCollection(collectionId: string, paging: Paging, reader: Reader): Promise<PostConnection> {
      const [page, mutes] = await Promise.all([
        repository.postsByCollection(collectionId, paging),
        mutesOf(reader),
      ]);
      return feed(page, paging, reader, writersOnly(mutes));
    },

    /**
     * A publication's tagged page (Collection.taggedPostsConnection, decision 257): its stories carrying
     * the tag, newest first, read beside the mutes' Query; a muted writer's stories are left out (not
     * the publication's own: the reader opened its page).
     */
    async taggedPostsOfCollection(
      collectionId: string,
      tagSlug: string,
      paging: Paging,
      reader: Reader,
    ): Promise<PostConnection> {
      const [page, mutes] = await Promise.all([
        repository.taggedPostsByCollection(collectionId, tagSlug, paging),
        mutesOf(reader),
      ]);
      return feed(page, paging, reader, writersOnly(mutes));
    },

    /**
     * The tag page's stories (Tag.postsConnection), newest first: one Query of the tag's listing (beside
     * the mutes' Query), one BatchGet of its stories; a story listed no more (deleted, suspended) or
     * muted by the viewer is left out on read.
     */
    async postsOfTag(tagSlug: string, paging: Paging, reader: Reader): Promise<PostConnection> {
      const [page, mutes] = await Promise.all([repository.postsByTag(tagSlug, paging), mutesOf(reader)]);
      return feed(
        { items: await storiesOf(page.items.map((item) => item.postId)), cursor: page.cursor },
        paging,
        reader,
        mutes,
      );
    },

    /** The tag page's tag (Query.tag): one GetItem; null when no story was ever listed under it. */
    async tag(slug: string): Promise<GraphqlTag | null> {
      const found = await repository.findTag(slug);
      return found ? toGraphqlTag(found) : null;
    },

    /**
     * Tag.topPosts (decision 183): the tag's listed stories first published in the period, most clapped
     * first (newest first among equals), at most `topPostsShown`. One Query of the period's newest
     * `topCandidates` tagPost items, their stories in one BatchGet (one request per 100), beside the
     * mutes' Query; ranked by the story's clapCount copy.
     */
    async topPostsOfTag(tagSlug: string, period: TagTimePeriod, reader: Reader): Promise<GraphqlPost[]> {
      const range = topPeriodRange(period, now());
      const [page, mutes] = await Promise.all([
        repository.postsByTagBetween(tagSlug, range, { limit: topCandidates, cursor: null }),
        mutesOf(reader),
      ]);
      const ranked = rankByClaps(
        (await storiesOf(page.items.map((item) => item.postId))).filter(
          (post) => isListed(post) && !isMuted(post, mutes),
        ),
      );
      return presentAll(ranked.slice(0, topPostsShown), reader);
    },

    /**
     * Tag.archivePostsConnection (decision 184): the tag's stories first published in a UTC year or
     * month, newest first: one Query of that span of the tag's listing, one BatchGet of its stories.
     */
    async archiveOfTag(
      tagSlug: string,
      span: { year: number; month: number | null },
      paging: Paging,
      reader: Reader,
    ): Promise<PostConnection> {
      const range = archiveRange(span.year, span.month);
      const [page, mutes] = await Promise.all([
        repository.postsByTagBetween(tagSlug, range, paging),
        mutesOf(reader),
      ]);
      return feed(
        { items: await storiesOf(page.items.map((item) => item.postId)), cursor: page.cursor },
        paging,
        reader,
        mutes,
      );
    },

    /** Tag.archiveYears: from the year of the tag's first listed story to now's, one Query of Limit 1. */
    async archiveYearsOfTag(tagSlug: string): Promise<number[]> {
      const first = await repository.firstTagPost(tagSlug);
      return archiveYears(first?.publishedAt ?? null, now());
    },

    /**
     * Newest picks first, without the stories the viewer muted: one Query of the picks (beside the
     * mutes' Query), then one BatchGet of their stories.
     */
    async staffPicksFeed(paging: Paging, reader: Reader): Promise<StaffPicksFeed> {
      const [picks, mutes] = await Promise.all([repository.latestStaffPicks(paging), mutesOf(reader)]);
      const listed = (await storiesOf(picks.items.map((pick) => pick.postId))).filter(
        (post) => isListed(post) && !isMuted(post, mutes),
      );
      const posts = await presentAll(listed, reader);
      return { items: posts.map((post) => ({ post })), pagingInfo: pagingInfo(paging.limit, picks.cursor) };
    },

    /** Tag.postCount for a batch of tags: one BatchGet of the tags whose count is not already known. */
    tagPostCounts: (tags: readonly TagCounts[]) => tagCounts(tags, 'postCount'),

    /** Tag.followerCount for a batch of tags, as tagPostCounts. */
    tagFollowerCounts: (tags: readonly TagCounts[]) => tagCounts(tags, 'followerCount'),
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
