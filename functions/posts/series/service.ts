import { seriesLimits, seriesMessages } from '#contract/series.ts';
import { pagingInfo, type Paging } from '#contract/paging.ts';
import { refuseOverLimit } from '#shared/api/rate-limited.ts';
import { badRequest, notFound, type ResultValue } from '#shared/api/results.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import { canReadFullBody, canView } from '../access.ts';
import { noMutes } from '../mutes.ts';
import { newPostId } from '../drafts/service.ts';
import { toGraphqlPost } from '../mappers.ts';
import { uniqueSlugOf } from '../publishing/slug.ts';
import { writingLimits } from '../rate-limits.ts';
import type { PostItem, PostsRepository } from '../repository.ts';
import { storyNotFound } from '../writers-story.ts';
import type { CreateSeriesRequest } from './arguments.ts';
import { libraryEntries, libraryPostIds, readableOf, type LibraryEntry } from './library.ts';
import { insertAt, moveTo, seriesStory, without, type SeriesStory } from './order.ts';
import type { SequenceItem, SeriesRepository, StoredSeries } from './repository.ts';

export interface SeriesServiceDependencies {
  series: SeriesRepository;
  posts: Pick<PostsRepository, 'findPosts' | 'findMutes'>;
  rateLimits: RateLimitCounter;
  now: () => number;
}

type Refusal<N extends ResultValue['__typename']> = ResultValue<N>;
type EditRefusal = Refusal<'BadRequest' | 'NotFound' | 'Forbidden' | 'Conflict' | 'RateLimited'>;

const seriesNotFound = (id: string) => notFound(`No series with id ${id}.`);
const changed = (): Refusal<'Conflict'> => ({ __typename: 'Conflict', message: seriesMessages.changed });
const notTheWriter = (): Refusal<'Forbidden'> => ({
  __typename: 'Forbidden',
  message: 'Only the writer of a series can change it.',
});

/** A series anyone may open: its story and its order exist, and `canView` lets the viewer see it. */
const isViewableSeries = (
  stored: StoredSeries,
  viewer: Viewer,
): stored is { post: PostItem; sequence: SequenceItem } =>
  stored.post?.isSeries === true && stored.sequence !== undefined && canView(stored.post, viewer);

/**
 * Series (issue #12): a series is a story of its own (`isSeries`, unlisted, so in no feed) whose
 * `sequence` item orders up to 100 of its writer's published stories. Readers see only the stories
 * they may read (a story in the trash keeps its place and comes back with undelete); only the writer
 * changes a series, each change over the version it read (else Conflict).
 */
export function createSeriesService({ series, posts, rateLimits, now }: SeriesServiceDependencies) {
  /** The stories of the order the viewer may read, in order: one BatchGetItem (none when empty). */
  async function readableStories(sequence: SequenceItem, viewer: Viewer): Promise<PostItem[]> {
    if (sequence.postIds.length === 0) return [];
    return readableOf(sequence.postIds, await posts.findPosts(sequence.postIds), viewer);
  }

  const present = (story: PostItem, viewer: Viewer) =>
    toGraphqlPost(story, { isFullContent: canReadFullBody(story, viewer) });

  /** A library card: the series' story, its link, how many stories the viewer may read, a cover. */
  function presentEntry({ post, sequence, stories }: LibraryEntry, viewer: Viewer) {
    const withImage = stories.find((story) => story.previewImage?.id);
    return {
      __typename: 'LibrarySeries' as const,
      post: present(post, viewer),
      sequenceSlug: sequence.sequenceSlug,
      storyCount: stories.length,
      coverImage: withImage ? present(withImage, viewer).previewImage : null,
    };
  }

  async function presentSeries(post: PostItem, sequence: SequenceItem, viewer: Viewer) {
    const stories = await readableStories(sequence, viewer);
    return {
      __typename: 'Series' as const,
      post: present(post, viewer),
      sequenceSlug: sequence.sequenceSlug,
      version: sequence.version,
      stories: stories.map((story) => present(story, viewer)),
    };
  }

  /**
   * A change of the writer's series: counted, then the series read (consistently) and checked (NotFound,
   * Forbidden, Conflict on a stale version), then `change` computes and writes the new order.
   */
  async function edit(
    viewer: SignedInViewer,
    request: { seriesId: string; version: number },
    change: (sequence: SequenceItem) => Promise<SequenceItem | EditRefusal>,
  ) {
    const limited = await refuseOverLimit(rateLimits, writingLimits.series, viewer.id, now());
    if (limited) return limited;
    const stored = await series.findSeries(request.seriesId, { consistent: true });
    if (!isViewableSeries(stored, viewer)) return seriesNotFound(request.seriesId);
    if (stored.post.creatorId !== viewer.id) return notTheWriter();
    if (stored.sequence.version !== request.version) return changed();
    const written = await change(stored.sequence);
    if ('__typename' in written) return written;
    return presentSeries(stored.post, written, viewer);
  }

  /** The sequence after `postIds` was written over the version read, or Conflict when it changed. */
  const written = (sequence: SequenceItem, postIds: string[], at: number) => ({
    ...sequence,
    postIds,
    version: sequence.version + 1,
    updatedAt: at,
  });

  /** What may join the writer's series: their own published story, no series, in no other live series. */
  async function joinable(
    viewer: SignedInViewer,
    postId: string,
    seriesId: string,
  ): Promise<{ story: PostItem; replacing?: string } | EditRefusal> {
    const story = await series.findStory(postId);
    if (!story || story.status === 'DELETED') return storyNotFound(postId);
    if (story.creatorId !== viewer.id) {
      return story.status === 'PUBLISHED'
        ? { __typename: 'Forbidden', message: 'Only its writer can put a story in a series.' }
        : storyNotFound(postId);
    }
    if (story.isSeries) return badRequest(seriesMessages.seriesInSeries);
    if (story.status !== 'PUBLISHED') return badRequest(seriesMessages.notPublished);
    if (!story.seriesId) return { story };
    if (story.seriesId === seriesId) return badRequest(seriesMessages.alreadyInSeries);
    // A story stays marked with a series that went to the trash or was purged: it may join another.
    const other = await series.findSeries(story.seriesId);
    if (other.post && other.post.status !== 'DELETED') return badRequest(seriesMessages.inAnotherSeries);
    return { story, replacing: story.seriesId };
  }

  return {
    /** createSeries: the series' story (published, unlisted) and its empty order, in one transaction. */
    async createSeries(viewer: SignedInViewer, request: CreateSeriesRequest) {
      const limited = await refuseOverLimit(rateLimits, writingLimits.series, viewer.id, now());
      if (limited) return limited;
      const at = now();
      const id = newPostId();
      const slug = uniqueSlugOf(request.title, id);
      const post: PostItem = {
        id,
        creatorId: viewer.id,
        title: request.title,
        subtitle: request.description,
        uniqueSlug: slug,
        visibility: 'UNLISTED',
        isLocked: false,
        status: 'PUBLISHED',
        readingTime: 0,
        tags: [],
        allowResponses: false,
        isSeries: true,
        sequenceSlug: slug,
        firstPublishedAt: at,
        latestPublishedAt: at,
        createdAt: at,
        updatedAt: at,
      };
      const sequence = {
        id,
        creatorId: viewer.id,
        sequenceSlug: slug,
        postIds: [],
        version: 1,
        createdAt: at,
        updatedAt: at,
        latestAddedAt: at,
      };
      await series.createSeries(post, sequence);
      return presentSeries(post, sequence, viewer);
    },

    /** Query.series: ONE Query of the series' partition, then ONE BatchGetItem of its stories. */
    async series(postId: string, viewer: Viewer) {
      const stored = await series.findSeries(postId);
      if (!isViewableSeries(stored, viewer)) return seriesNotFound(postId);
      return presentSeries(stored.post, stored.sequence, viewer);
    },

    /**
     * Post.sequence: the story's place among the stories of its series the viewer may read; null when it
     * is in none (no request), or its series is gone. ONE Query and ONE BatchGetItem.
     */
    async sequenceOf(
      story: { id: string; seriesId?: string | null },
      viewer: Viewer,
    ): Promise<SeriesStory | null> {
      if (!story.seriesId) return null;
      const stored = await series.findSeries(story.seriesId);
      if (!isViewableSeries(stored, viewer)) return null;
      const stories = await readableStories(stored.sequence, viewer);
      const place = seriesStory(stories, story.id);
      if (!place) return null;
      return {
        slug: stored.sequence.sequenceSlug,
        title: stored.post.title,
        seriesPostId: stored.post.id,
        position: place.position,
        count: place.count,
        previous: place.previous && present(place.previous, viewer),
        next: place.next && present(place.next, viewer),
      };
    },

    addToSeries(
      viewer: SignedInViewer,
      request: { seriesId: string; postId: string; position?: number | null; version: number },
    ) {
      return edit(viewer, request, async (sequence) => {
        if (sequence.postIds.includes(request.postId)) return badRequest(seriesMessages.alreadyInSeries);
        if (sequence.postIds.length >= seriesLimits.storiesMax) return badRequest(seriesMessages.full);
        const postIds = insertAt(sequence.postIds, request.postId, request.position);
        if (!postIds) return badRequest(seriesMessages.positionOutside);
        const story = await joinable(viewer, request.postId, sequence.id);
        if ('__typename' in story) return story;
        const at = now();
        const ok = await series.addStory({ sequence, postIds, now: at }, story.story, story.replacing);
        return ok ? written(sequence, postIds, at) : changed();
      });
    },

    removeFromSeries(viewer: SignedInViewer, request: { seriesId: string; postId: string; version: number }) {
      return edit(viewer, request, async (sequence) => {
        if (!sequence.postIds.includes(request.postId)) return badRequest(seriesMessages.notInSeries);
        const postIds = without(sequence.postIds, request.postId);
        const story = await series.findStory(request.postId);
        const at = now();
        const marked = story?.seriesId === sequence.id ? story.id : undefined;
        const ok = await series.removeStory({ sequence, postIds, now: at }, marked);
        return ok ? written(sequence, postIds, at) : changed();
      });
    },

    moveInSeries(
      viewer: SignedInViewer,
      request: { seriesId: string; postId: string; position: number; version: number },
    ) {
      return edit(viewer, request, async (sequence) => {
        if (!sequence.postIds.includes(request.postId)) return badRequest(seriesMessages.notInSeries);
        const postIds = moveTo(sequence.postIds, request.postId, request.position);
        if (!postIds) return badRequest(seriesMessages.positionOutside);
        const at = now();
        const ok = await series.reorder({ sequence, postIds, now: at });
        return ok ? written(sequence, postIds, at) : changed();
      });
    },

    /** The writer's published stories in no series, newest updated first: two Queries of gsi4. */
    async seriesCandidates(viewer: SignedInViewer) {
      const stories = await series.publishedStories(viewer.id, seriesLimits.storiesMax);
      const free = stories
        .filter((story) => !story.isSeries && !story.seriesId)
        .sort((a, b) => b.updatedAt - a.updatedAt)
        .slice(0, seriesLimits.storiesMax);
      return {
        __typename: 'PostConnection' as const,
        posts: free.map((story) => present(story, viewer)),
        pagingInfo: pagingInfo(seriesLimits.storiesMax, null),
      };
    },

    /**
     * Query.seriesLibrary (/collections): ONE Query of the library index (and, signed in, the viewer's
     * mutes beside it), then the summaries of the page's series and stories (one BatchGetItem per 100).
     */
    async seriesLibrary(paging: Paging, viewer: Viewer) {
      const [page, mutes] = await Promise.all([
        series.libraryPage(paging),
        viewer.id ? posts.findMutes(viewer.id) : Promise.resolve(noMutes),
      ]);
      const ids = libraryPostIds(page.items);
      const found = ids.length > 0 ? await posts.findPosts(ids) : new Map<string, PostItem>();
      return {
        __typename: 'LibrarySeriesConnection' as const,
        series: libraryEntries(page.items, found, viewer, mutes).map((entry) => presentEntry(entry, viewer)),
        pagingInfo: pagingInfo(paging.limit, page.cursor),
      };
    },

    /** User.seriesConnection: ONE Query of gsi1 (the writer's sequences), ONE BatchGetItem of their stories. */
    async seriesOfWriter(creatorId: string, paging: Paging, viewer: Viewer) {
      const page = await series.seriesOfWriter(creatorId, paging);
      const ids = page.items.map((sequence) => sequence.id);
      const found = ids.length > 0 ? await posts.findPosts(ids) : new Map<string, PostItem>();
      return {
        posts: ids
          .map((id) => found.get(id))
          .filter((post): post is PostItem => post !== undefined && canView(post, viewer))
          .map((post) => present(post, viewer)),
        pagingInfo: pagingInfo(paging.limit, page.cursor),
      };
    },
  };
}

export type SeriesService = ReturnType<typeof createSeriesService>;
