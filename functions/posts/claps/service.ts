import type { ClapTargetKind } from '#contract/claps.ts';
import { clapMessages } from '#contract/claps.ts';
import { pagingInfo, type Paging } from '#contract/paging.ts';
import { toGraphqlUser } from '#shared/api/graphql-user/graphql-user.ts';
import { refuseOverLimit } from '#shared/api/rate-limited.ts';
import { ResultError, type ResultValue } from '#shared/api/results.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import type { UserReads } from '#shared/data/reads/users.ts';
import type { FailureLogger } from '#shared/observability/unexpected-errors.ts';
import type { Notifier } from '#shared/queues/notification-event.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { canReadFullBody, canView } from '../access.ts';
import { canSeeCatalog, catalogNotFound, toGraphqlCatalog } from '../catalogs/mappers.ts';
import type { CatalogsRepository } from '../catalogs/repository.ts';
import { toAwsTimestamp, toGraphqlPost } from '../mappers.ts';
import type { PostsRepository } from '../repository.ts';
import { storyNotFound } from '../writers-story.ts';
import type { ClapRequest } from './arguments.ts';
import type { PostClapped } from './clap-events.ts';
import { refuseOverClapLimit, type ClapLimitReached } from './clap-rules.ts';
import { clapRateLimit } from './rate-limits.ts';
import { sumOfShards, type ClapsRepository, type ClapWrite } from './repository.ts';

export interface ClapsServiceDependencies {
  claps: ClapsRepository;
  posts: Pick<PostsRepository, 'findPost'>;
  catalogs: Pick<CatalogsRepository, 'findCatalog'>;
  users: Pick<UserReads, 'findUsersByIds'>;
  rateLimits: RateLimitCounter;
  queue: QueueSender;
  logger: FailureLogger;
  /** Claps on a story or response are told to its writer (the notifications queue, aggregated there). */
  notify: Notifier;
  now: () => number;
}

/** A clap request: `numClaps` more of the viewer's on the target of that kind and id. */
type ClapTargetRequest = Omit<ClapRequest, 'targetPostId'> & { kind: ClapTargetKind; targetId: string };

/** What the viewer may clap: the target's id and how the answer shows it with its counts. */
interface ClapTarget {
  id: string;
  /** Whose story or response it is (a list's claps tell nobody). */
  writerId?: string;
  answer(counts: { clapCount: number; viewerClapCount: number }): object;
}

type ClapCounts = Parameters<ClapTarget['answer']>[0];
/** Transactions cancelled by concurrent claps on the same shard are sent again, this many times at most. */
const writeAttempts = 8;
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));

/**
 * Claps (issue #13): a reader's claps on a published story or response, at most 50 in total, each
 * request ONE transaction of the reader's count and one random shard of the story's total. The story's
 * `clapCount` answered here and on its page is the exact sum of its shards; the `post` item's copy,
 * which lists show, is raised to that sum by the content-events queue's consumer (`post-clapped`).
 */
export function createClapsService(deps: ClapsServiceDependencies) {
  const { claps, posts, catalogs, rateLimits, now } = deps;

  /**
   * The target the viewer may clap, or the NotFound of an unknown id: a published story (or response)
   * `canView` allows; a list the viewer may see (another reader's private list is not there, decision 113).
   */
  async function findTarget(
    kind: ClapTargetKind,
    id: string,
    viewer: SignedInViewer,
  ): Promise<ClapTarget | ResultValue<'NotFound'>> {
    if (kind === 'catalog') {
      const catalog = await catalogs.findCatalog(id);
      if (!catalog || !canSeeCatalog(catalog, viewer)) return catalogNotFound(id);
      return {
        id: catalog.id,
        answer: (counts: ClapCounts) => ({ ...toGraphqlCatalog(catalog), ...counts }),
      };
    }
    const post = await posts.findPost(id);
    if (!post || post.status !== 'PUBLISHED' || !canView(post, viewer)) return storyNotFound(id);
    return {
      id: post.id,
      writerId: post.creatorId,
      answer: (counts: ClapCounts) => ({
        ...toGraphqlPost(post, { isFullContent: canReadFullBody(post, viewer) }),
        ...counts,
      }),
    };
  }

  /**
   * Writes the claps: the reader's count as read decides the transaction (a first clap creates the
   * item, later ones add to it, conditioned on the 50 rule); a condition that fails because another
   * request of the same reader got in first reads again and decides again. Answers the count after.
   */
  async function writeClaps(write: ClapWrite): Promise<{ viewerClapCount: number } | ClapLimitReached> {
    for (let attempt = 1; attempt <= writeAttempts; attempt += 1) {
      const reader = await claps.findClap(write, true);
      const before = reader?.count ?? 0;
      const refused = refuseOverClapLimit(before, write.numClaps, write.targetKind);
      if (refused) return refused;
      const outcome = reader ? await claps.addClaps(write) : await claps.firstClaps(write);
      if (outcome === 'written') return { viewerClapCount: before + write.numClaps };
      if (outcome === 'conflict') await pause(attempt);
    }
    throw new ResultError('ServiceUnavailable', 'Too many claps at this instant; please clap again.');
  }

  /** Asks the consumer to raise the post item's clapCount; the claps are stored whatever happens here. */
  async function announce(postId: string) {
    const event: PostClapped = { type: 'post-clapped', postId };
    try {
      await deps.queue.send('content-events', [event]);
    } catch (error) {
      // The page and the next clap still read the exact sum; only lists wait for the next clap's event.
      deps.logger.error('post-clapped not sent', { error, postId });
    }
  }

  return {
    async clap(viewer: SignedInViewer, request: ClapTargetRequest) {
      if (request.userId && request.userId !== viewer.id)
        return { __typename: 'Forbidden', message: clapMessages.notYourClaps } satisfies ResultValue;
      const limited = await refuseOverLimit(rateLimits, clapRateLimit, viewer.id, now());
      if (limited) return limited;
      const target = await findTarget(request.kind, request.targetId, viewer);
      if ('__typename' in target) return target;

      const written = await writeClaps({
        targetKind: request.kind,
        targetId: target.id,
        userId: viewer.id,
        numClaps: request.numClaps,
        now: now(),
      });
      const clapCount = sumOfShards(await claps.findShards(request.kind, target.id));
      if ('__typename' in written) return { ...written, clapCount };
      // Only a story keeps a copy of its total for lists of stories (cards); a list's page sums its shards.
      if (request.kind === 'post') await announce(target.id);
      if (target.writerId) {
        await deps.notify({
          type: 'notify',
          kind: 'CLAP',
          ownerId: target.writerId,
          actorId: viewer.id,
          postId: target.id,
          at: now(),
        });
      }
      return target.answer({ clapCount, viewerClapCount: written.viewerClapCount });
    },

    /**
     * Catalog.clapCount of a batch of lists: a list read with its shards (its page) carries its exact
     * total; any other is summed from its shards, one Query each.
     */
    clapCounts(kind: ClapTargetKind, sources: readonly { id: string; clapCount?: number | null }[]) {
      return Promise.all(
        sources.map(async (source) =>
          typeof source.clapCount === 'number'
            ? source.clapCount
            : sumOfShards(await claps.findShards(kind, source.id)),
        ),
      );
    },

    /**
     * viewerClapCount of a batch of stories or lists: one that carries it (the clap's answer) is
     * answered as it is, a visitor 0 without a read, else one BatchGetItem of the viewer's claps.
     */
    async viewerClapCounts(
      kind: ClapTargetKind,
      sources: readonly { id: string; viewerClapCount?: number | null }[],
      viewer: Viewer,
    ): Promise<number[]> {
      const toRead = sources.filter((source) => typeof source.viewerClapCount !== 'number');
      const found =
        viewer.id && toRead.length > 0
          ? await claps.findClaps(
              kind,
              toRead.map((source) => source.id),
              viewer.id,
            )
          : new Map<string, { count: number }>();
      return sources.map((source) => source.viewerClapCount ?? found.get(source.id)?.count ?? 0);
    },

    /**
     * Post.clappers and Catalog.clappers: a page of the target's clappers, newest first: one Query, then one BatchGetItem of
     * their counts and one of their users, side by side. A clapper whose account is gone is left out.
     */
    async clappersOf(kind: ClapTargetKind, targetId: string, paging: Paging) {
      const page = await claps.clappersOf(kind, targetId, paging);
      const userIds = page.items.map((item) => item.userId);
      const [counts, users] =
        userIds.length > 0
          ? await Promise.all([
              claps.findClapsOfReaders(kind, targetId, userIds),
              deps.users.findUsersByIds(userIds),
            ])
          : [new Map(), new Map()];
      const clappers = page.items.flatMap((item) => {
        const user = users.get(item.userId);
        if (!user) return [];
        return [
          {
            user: toGraphqlUser(user),
            clapCount: counts.get(item.userId)?.count ?? 0,
            clappedAt: toAwsTimestamp(item.clappedAt),
          },
        ];
      });
      return { clappers, pagingInfo: pagingInfo(paging.limit, page.cursor) };
    },
  };
}

export type ClapsService = ReturnType<typeof createClapsService>;
