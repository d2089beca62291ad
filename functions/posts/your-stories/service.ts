import { pagingInfo, type Paging } from '#contract/paging.ts';
import { responseMessages } from '#contract/responses.ts';
import type { YourStoriesFilter } from '#graphql/generated/schema-types.ts';
import { refuseOverLimit } from '#shared/api/rate-limited.ts';
import { badRequest, type ResultValue } from '#shared/api/results.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import { isResponseStory, shelfOf, type StoryShelf } from '#shared/data/entities/post.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import type { Reindexer } from '#shared/queues/search-index-message.ts';
import { toGraphqlPost } from '../mappers.ts';
import type { PostItem, PostsRepository } from '../repository.ts';
import { storyNotFound } from '../writers-story.ts';
import { writingLimits } from '../rate-limits.ts';
import type { StoryItems, YourStoriesRepository } from './repository.ts';

/** Spec 3 §9: the trash keeps a story 14 days, then DynamoDB's TTL purges every item of it. */
export const trashRetentionSeconds = 14 * 24 * 3600;
/** How often a move is tried again when the story changed between its read and its write. */
const moveAttempts = 3;

export const yourStoriesMessages = {
  signIn: 'Sign in to see your stories.',
  signInToMove: 'Sign in to move your stories to and from the trash.',
} as const;

const filterOf = (shelf: StoryShelf) => shelf.toUpperCase() as YourStoriesFilter;

export interface MovedPost {
  __typename: 'MovedPost';
  postId: string;
  title: string;
  filterBy: YourStoriesFilter;
  purgeAt: number | null;
}

const moved = (post: PostItem): MovedPost => ({
  __typename: 'MovedPost',
  postId: post.id,
  title: post.title,
  filterBy: filterOf(shelfOf(post)),
  purgeAt: post.expiresAt ?? null,
});

export interface YourStoriesServiceDependencies {
  stories: YourStoriesRepository;
  posts: Pick<PostsRepository, 'findContents'>;
  rateLimits: RateLimitCounter;
  /** A story trashed or restored leaves or comes back to search (and its tags' counts moved). */
  reindex: Reindexer;
  now: () => number;
}

/**
 * The writer's own stories by shelf (Your stories) and the trash. A story in the trash is never served
 * to anyone else (access.ts `canView`), leaves every listing at once and is purged after 14 days.
 */
export function createYourStoriesService({
  stories,
  posts,
  rateLimits,
  reindex,
  now,
}: YourStoriesServiceDependencies) {
  /**
   * Moves the writer's story with `write` unless `done` already holds, reading it again when it changed
   * between the read and the write (another tab).
   */
  async function move(
    viewer: SignedInViewer,
    postId: string,
    done: (post: PostItem) => boolean,
    /** Writes the move: the story as it now is, or undefined when it changed since it was read. */
    write: (items: StoryItems & { post: PostItem }) => Promise<PostItem | undefined>,
  ): Promise<MovedPost | ResultValue<'BadRequest' | 'NotFound' | 'RateLimited'>> {
    const limited = await refuseOverLimit(rateLimits, writingLimits.trash, viewer.id, now());
    if (limited) return limited;
    for (let attempt = 0; attempt < moveAttempts; attempt += 1) {
      const items = await stories.findStoryItems(postId);
      const { post } = items;
      if (post?.creatorId !== viewer.id) return storyNotFound(postId);
      // A published response is counted under its parent: it is deleted there (responses/), not trashed.
      if (isResponseStory(post) && post.status === 'PUBLISHED')
        return badRequest(responseMessages.deleteUnderParent);
      if (done(post)) return moved(post);
      const written = await write({ ...items, post });
      if (written) {
        await reindex([{ kind: 'post', id: postId }]);
        return moved(written);
      }
    }
    throw new Error(`The story ${postId} kept changing during ${moveAttempts} attempts to move it`);
  }

  return {
    /**
     * deletePost: into the trash, every item of the story set to expire in 14 days, out of every listing
     * and its tags' counts. Twice changes nothing.
     */
    deletePost(viewer: SignedInViewer, postId: string) {
      return move(
        viewer,
        postId,
        (post) => post.status === 'DELETED',
        async (items) => {
          const at = now();
          const expiresAt = Math.floor(at / 1000) + trashRetentionSeconds;
          const written = await stories.trashStory(items, expiresAt, at);
          return written ? { ...items.post, status: 'DELETED', expiresAt } : undefined;
        },
      );
    },

    /**
     * undeletePost: back to the status and shelf it had, and, listed again, to every listing and its
     * tags' counts; nothing expires any more.
     */
    undeletePost(viewer: SignedInViewer, postId: string) {
      return move(
        viewer,
        postId,
        (post) => post.status !== 'DELETED',
        (items) => stories.restoreStory(items, now()),
      );
    },

    /**
     * Query.yourStories: one Query of the shelf; the five counts (one Select COUNT each, beside it)
     * only when asked, and the bodies (one BatchGet) only when `content` is selected.
     */
    async yourStories(
      viewer: SignedInViewer,
      request: { shelf: StoryShelf; paging: Paging; withCounts: boolean; withContent: boolean },
    ) {
      const [page, counts] = await Promise.all([
        stories.storiesOnShelf(viewer.id, request.shelf, request.paging),
        request.withCounts ? stories.countShelves(viewer.id) : undefined,
      ]);
      const contents =
        request.withContent && page.items.length > 0
          ? await posts.findContents(page.items.map((post) => post.id))
          : undefined;
      return {
        __typename: 'YourStories' as const,
        posts: page.items.map((post) =>
          toGraphqlPost(post, {
            isFullContent: true,
            ...(contents && {
              body: { paragraphs: contents.get(post.id)?.paragraphs ?? [], isLockedPreviewOnly: false },
            }),
          }),
        ),
        pagingInfo: pagingInfo(request.paging.limit, page.cursor),
        ...(counts && { counts }),
      };
    },
  };
}

export type YourStoriesService = ReturnType<typeof createYourStoriesService>;
