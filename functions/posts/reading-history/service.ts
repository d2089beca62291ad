import type { ReadProgress } from '#contract/reading.ts';
import { pagingInfo, type Paging } from '#contract/paging.ts';
import { refuseOverLimit } from '#shared/api/rate-limited.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import { canReadFullBody, canView } from '../access.ts';
import { toAwsTimestamp, toGraphqlPost } from '../mappers.ts';
import { readingLimits } from '../rate-limits.ts';
import type { PostItem, PostsRepository } from '../repository.ts';
import { storyNotFound } from '../writers-story.ts';
import type { ReadListeners } from './read-listeners.ts';
import type { ReadingHistoryRepository } from './repository.ts';

export interface ReadingHistoryServiceDependencies {
  history: ReadingHistoryRepository;
  posts: Pick<PostsRepository, 'findPost' | 'findPosts'>;
  listeners: ReadListeners;
  rateLimits: RateLimitCounter;
  now: () => number;
}

const state = (isPaused: boolean) => ({ __typename: 'ReadingHistoryState' as const, isPaused });

/**
 * Reading history (issue #13): each story a signed-in reader read (the rule of graphql/contract/
 * reading.ts, applied by the story page), once, by its last read; the reader removes one, clears all,
 * or pauses it (nothing is recorded while paused).
 */
export function createReadingHistoryService({
  history,
  posts,
  listeners,
  rateLimits,
  now,
}: ReadingHistoryServiceDependencies) {
  /** A change of the reader's own history: counted first. */
  const counted = async <T>(viewer: SignedInViewer, change: () => Promise<T>) =>
    (await refuseOverLimit(rateLimits, readingLimits.history, viewer.id, now())) ?? change();

  return {
    /**
     * recordPostRead: counted; the pause and the story read side by side (two GetItems); the entry
     * written (one UpdateItem); then the listeners told (Resume reading).
     */
    async recordPostRead(viewer: SignedInViewer, postId: string, progress: ReadProgress) {
      const limited = await refuseOverLimit(rateLimits, readingLimits.reads, viewer.id, now());
      if (limited) return limited;
      const [paused, post] = await Promise.all([history.isPaused(viewer.id), posts.findPost(postId)]);
      if (!post || !canView(post, viewer) || post.status !== 'PUBLISHED') return storyNotFound(postId);
      if (paused) return { __typename: 'ReadRecorded' as const, recorded: false };
      await history.recordRead(viewer.id, postId, progress, now());
      await (progress === 'FINISHED'
        ? listeners.readFinished(viewer.id, postId)
        : listeners.readStarted(viewer.id, postId));
      return { __typename: 'ReadRecorded' as const, recorded: true };
    },

    /**
     * User.readingHistory, the viewer's own: ONE Query of gsi1 beside the pause's GetItem, ONE
     * BatchGetItem of the stories (those the viewer may still open).
     */
    async readingHistoryOf(viewer: SignedInViewer, paging: Paging) {
      const [page, isPaused] = await Promise.all([
        history.history(viewer.id, paging),
        history.isPaused(viewer.id),
      ]);
      const ids = page.items.map((entry) => entry.postId);
      const found = ids.length > 0 ? await posts.findPosts(ids) : new Map<string, PostItem>();
      return {
        entries: page.items.flatMap((entry) => {
          const post = found.get(entry.postId);
          if (!post || !canView(post, viewer)) return [];
          return [
            {
              post: toGraphqlPost(post, { isFullContent: canReadFullBody(post, viewer) }),
              lastReadAt: toAwsTimestamp(entry.lastReadAt),
              finishedAt: entry.finishedAt === undefined ? null : toAwsTimestamp(entry.finishedAt),
            },
          ];
        }),
        pagingInfo: pagingInfo(paging.limit, page.cursor),
        isPaused,
      };
    },

    removeFromReadingHistory: (viewer: SignedInViewer, postId: string) =>
      counted(viewer, async () => {
        const [, isPaused] = await Promise.all([
          history.remove(viewer.id, postId),
          history.isPaused(viewer.id),
        ]);
        return state(isPaused);
      }),

    clearReadingHistory: (viewer: SignedInViewer) =>
      counted(viewer, async () => {
        const [, isPaused] = await Promise.all([history.clear(viewer.id), history.isPaused(viewer.id)]);
        return state(isPaused);
      }),

    setReadingHistoryPaused: (viewer: SignedInViewer, paused: boolean) =>
      counted(viewer, async () => {
        await history.setPaused(viewer.id, paused, now());
        return state(paused);
      }),
  };
}

export type ReadingHistoryService = ReturnType<typeof createReadingHistoryService>;
