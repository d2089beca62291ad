import { pagingInfo, type Paging } from '#contract/paging.ts';
import { maxPinnedStories } from '#contract/pins.ts';
import type { Flags } from '#contract/flags.ts';
import { badRequest, notFound, type ResultValue } from '#shared/api/results.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import { firstRefusedLimit, type RateLimitCounter, type RateLimitRule } from '#shared/data/rate-limit.ts';
import { isCollectionEditor, type CollectionItem } from '#shared/data/reads/collections.ts';
import type { Notifier } from '#shared/queues/notification-event.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import type { Reindexer } from '#shared/queues/search-index-message.ts';
import type { FailureLogger } from '#shared/observability/unexpected-errors.ts';
import { toGraphqlPost, type GraphqlPost } from '../mappers.ts';
import type { PostItem, StoredParagraph } from '../repository.ts';
import type { PublishMentions } from '../mentions/publish-mentions.ts';
import type { PublishRequest } from './arguments.ts';
import type { PostApproved, PostPublished } from './post-events.ts';
import { hasBody, planPublish } from './publish-plan.ts';
import { publishingLimits } from './rate-limits.ts';
import type { PublishingRepository } from './repository.ts';
import { bannedHostsLinked, parseHostList } from './restrictions.ts';
import { seriesMessages } from '#contract/series.ts';
import { responseDraftMessages } from '#contract/response-drafts.ts';
import { suggestTags } from './tag-suggestions.ts';

export type SignedInViewer = Viewer & { id: string };

type Refusal<N extends ResultValue['__typename']> = ResultValue<N>;
interface BannedLinks {
  __typename: 'PublishingRestrictedBannedLinks';
  message: string;
  hosts: string[];
}
interface AccountSuspended {
  __typename: 'AccountSuspended';
  message: string;
}
interface MaxPinned {
  __typename: 'MaxPinnedStoriesReached';
  message: string;
  maxPinnedStories: number;
}

export type PublishPostResult =
  | GraphqlPost
  | BannedLinks
  | AccountSuspended
  | Refusal<'BadRequest' | 'NotFound' | 'Forbidden' | 'Conflict' | 'RateLimited'>;
export type PinPostResult =
  GraphqlPost | MaxPinned | Refusal<'BadRequest' | 'NotFound' | 'Forbidden' | 'RateLimited'>;
export type SubmissionResult = GraphqlPost | Refusal<'NotFound' | 'Forbidden' | 'Conflict' | 'RateLimited'>;

export interface PublishingDependencies {
  repository: PublishingRepository;
  findCollectionById: (id: string) => Promise<CollectionItem | undefined>;
  findPosts: (ids: readonly string[]) => Promise<Map<string, PostItem>>;
  rateLimits: RateLimitCounter;
  flags: { all(): Promise<Flags> };
  queue: QueueSender;
  logger: FailureLogger;
  /** A submission's decision is told to its writer (the notifications queue). */
  notify: Notifier;
  /** The people a story mentions: linked before it is published, told after (decision 266). */
  mentions: PublishMentions;
  /** What search finds changed: the story (and the tags it carried, whose counts moved). */
  reindex: Reindexer;
  /** responses/ `publishDraftedResponse`: a response draft is published as a response (decision 121). */
  publishDraftedResponse: (
    viewer: SignedInViewer,
    drafted: { post: PostItem & { inResponseToPostId: string }; draftVersion: number },
    paragraphs: StoredParagraph[],
  ) => Promise<unknown>;
  now: () => number;
}

const storyNotFound = (id: string) => notFound(`No story with id ${id}.`);
const changed = (): Refusal<'Conflict'> => ({
  __typename: 'Conflict',
  message: 'The story changed while this was being done. Please try again.',
});
/** The story as its writer (or an editor) sees it; the body only when the change just wrote it. */
const asPost = (post: PostItem, paragraphs?: StoredParagraph[]) =>
  toGraphqlPost(post, {
    isFullContent: true,
    ...(paragraphs && { body: { paragraphs, isLockedPreviewOnly: false } }),
  });

/**
 * Publishing: a writer's draft becomes the story readers read (publishPost), pinned to the profile,
 * submitted to a publication whose editors approve or decline it. Every change is the writer's (or
 * the editors') alone and counted against a per-writer limit before anything is read.
 */
export function createPublishing(dependencies: PublishingDependencies) {
  const { repository, now } = dependencies;

  const overLimit = async (viewer: SignedInViewer, rule: RateLimitRule) => {
    const refused = await firstRefusedLimit(dependencies.rateLimits, [{ rule, key: viewer.id }], now());
    return refused ? ({ __typename: 'RateLimited', message: refused.message } as const) : undefined;
  };

  /** Someone else's story: a published one is Forbidden, a draft is not there at all for them. */
  const notTheirs = (post: PostItem): Refusal<'Forbidden' | 'NotFound'> =>
    post.status === 'PUBLISHED'
      ? { __typename: 'Forbidden', message: 'Only the writer of a story can do this.' }
      : storyNotFound(post.id);

  /** The event's failure must not undo a change already written: it is logged, and caches expire alone. */
  async function announce(event: PostPublished | PostApproved) {
    try {
      await dependencies.queue.send('content-events', [event]);
    } catch (error) {
      dependencies.logger.error(`${event.type} not queued`, { postId: event.postId, error });
    }
  }

  async function publishPost(viewer: SignedInViewer, request: PublishRequest): Promise<PublishPostResult> {
    const limited = await overLimit(viewer, publishingLimits.publish);
    if (limited) return limited;
    const slugs = request.tags.map((tag) => tag.slug);
    const state = await repository.findPublishingState(
      request.postId,
      viewer.id,
      request.collectionId ?? undefined,
      slugs,
    );
    const { post, draft, writer, collection } = state;
    if (!post || post.status === 'DELETED') return storyNotFound(request.postId);
    if (post.creatorId !== viewer.id) return notTheirs(post);
    // Series (issue #12): its title and description are its own; a publish would make it a story.
    if (post.isSeries) return badRequest(seriesMessages.notPublishable);
    // A response draft (issue #13) is counted under its story: publishResponseDraft publishes it.
    if (post.inResponseToPostId) return badRequest(responseDraftMessages.publishAsResponse);
    if (!writer || writer.isSuspended)
      return { __typename: 'AccountSuspended', message: 'Your account is suspended: you cannot publish.' };
    if (!draft) return storyNotFound(request.postId);
    if (!draft.title?.trim()) return badRequest('Add a title before publishing.');
    if (!hasBody(draft.paragraphs)) return badRequest('Write something before publishing.');
    if (request.collectionId && !collection)
      return notFound(`No publication with id ${request.collectionId}.`);
    const hosts = bannedHostsLinked(
      draft.paragraphs,
      parseHostList((await dependencies.flags.all()).publishing_banned_link_hosts),
    );
    if (hosts.length > 0) {
      return {
        __typename: 'PublishingRestrictedBannedLinks',
        message: `This story links to ${hosts.join(', ')}, where stories may not link. Remove the links to publish.`,
        hosts,
      };
    }
    const mentioned = await dependencies.mentions.resolve(draft.paragraphs);
    const write = planPublish({
      request,
      state: { ...state, post, draft: { ...draft, paragraphs: mentioned.paragraphs } },
      isEditor: isCollectionEditor(collection, viewer.id),
      now: now(),
    });
    if ((await repository.publish(write)) === 'changed') return changed();
    await announce({
      type: 'post-published',
      eventId: `${post.id}-${write.post.latestPublishedAt}`,
      postId: post.id,
      creatorId: post.creatorId,
      uniqueSlug: write.post.uniqueSlug,
      username: writer.username,
      collectionSlug: collection?.slug ?? null,
      republished: post.status === 'PUBLISHED',
      notifyFollowers: request.notifyFollowers,
      publishedAt: write.post.latestPublishedAt ?? now(),
    });
    await dependencies.mentions.tell({
      actorId: viewer.id,
      postId: post.id,
      userIds: mentioned.userIds,
      at: write.post.latestPublishedAt ?? now(),
    });
    // The tags it carried before the edit (one it no longer carries counts one story less); on a
    // first publish the writer too, who is found from then on (decision 231).
    await dependencies.reindex([
      { kind: 'post', id: post.id },
      ...(post.tags ?? []).map((tag) => ({ kind: 'tag' as const, id: tag.slug })),
      ...(post.status === 'PUBLISHED' ? [] : [{ kind: 'user' as const, id: post.creatorId }]),
    ]);
    return asPost(write.post, write.content.paragraphs);
  }

  /**
   * publishResponseDraft: a response written in the full editor. Counted as a publish; its story, draft
   * and writer read in the publish's one BatchGet; the writer's own unpublished response draft is then
   * published by responses/ with publishResponse's rules, limit and transaction (decision 121).
   */
  async function publishResponseDraft(viewer: SignedInViewer, postId: string) {
    const limited = await overLimit(viewer, publishingLimits.publish);
    if (limited) return limited;
    const { post, draft, writer } = await repository.findPublishingState(postId, viewer.id, undefined, []);
    if (!post || post.status === 'DELETED' || !draft) return storyNotFound(postId);
    if (post.creatorId !== viewer.id) return notTheirs(post);
    if (!writer || writer.isSuspended)
      return { __typename: 'Forbidden', message: 'Your account is suspended: you cannot publish.' } as const;
    const { inResponseToPostId } = post;
    if (!inResponseToPostId) return badRequest(responseDraftMessages.notAResponseDraft);
    if (post.status === 'PUBLISHED') return badRequest(responseDraftMessages.alreadyPublished);
    return dependencies.publishDraftedResponse(
      viewer,
      { post: { ...post, inResponseToPostId }, draftVersion: draft.version },
      draft.paragraphs,
    );
  }

  async function setPinned(viewer: SignedInViewer, postId: string, pin: boolean): Promise<PinPostResult> {
    const limited = await overLimit(viewer, publishingLimits.curate);
    if (limited) return limited;
    const post = await repository.findPost(postId);
    if (!post || post.status === 'DELETED') return storyNotFound(postId);
    if (post.creatorId !== viewer.id) return notTheirs(post);
    if (post.status !== 'PUBLISHED') return badRequest('Only a published story can be pinned.');
    if (Boolean(post.pinnedAt) === pin) return asPost(post);
    const outcome = await repository.setPinned(postId, viewer.id, pin ? now() : null, maxPinnedStories);
    if (outcome === 'limit') {
      return {
        __typename: 'MaxPinnedStoriesReached',
        message: `You can pin at most ${maxPinnedStories} stories. Unpin one first.`,
        maxPinnedStories,
      };
    }
    const current = await repository.findPost(postId);
    return current ? asPost(current) : storyNotFound(postId);
  }

  async function decide(
    viewer: SignedInViewer,
    postId: string,
    status: 'APPROVED' | 'REJECTED',
  ): Promise<SubmissionResult> {
    const limited = await overLimit(viewer, publishingLimits.curate);
    if (limited) return limited;
    const post = await repository.findPost(postId);
    if (!post || post.status === 'DELETED' || !post.collectionId) return storyNotFound(postId);
    const collection = await dependencies.findCollectionById(post.collectionId);
    if (!isCollectionEditor(collection, viewer.id)) {
      return {
        __typename: 'Forbidden',
        message: 'Only the publication’s editors can decide on its submissions.',
      };
    }
    if (post.statusForCollection !== 'PENDING') return changed();
    const { submittedAt: _submitted, ...rest } = post;
    const next: PostItem = { ...rest, statusForCollection: status, updatedAt: now() };
    if ((await repository.decideSubmission(next, post)) === 'changed') return changed();
    await dependencies.reindex([{ kind: 'post', id: postId }]);
    // A published story approved goes to the publication's newsletter (decision 171).
    if (status === 'APPROVED' && post.status === 'PUBLISHED')
      await announce({ type: 'post-approved', postId });
    await dependencies.notify({
      type: 'notify',
      kind: status === 'APPROVED' ? 'SUBMISSION_APPROVED' : 'SUBMISSION_DECLINED',
      ownerId: post.creatorId,
      actorId: viewer.id,
      postId,
      at: next.updatedAt,
    });
    return asPost(next);
  }

  return {
    publishPost,
    publishResponseDraft,
    /** Tags to suggest for what a writer typed (anyone may ask: tags are public). */
    tagSuggestions: (typed: string) => suggestTags(typed, repository.findTagsByPrefix),
    pinPost: (viewer: SignedInViewer, postId: string) => setPinned(viewer, postId, true),
    unpinPost: (viewer: SignedInViewer, postId: string) => setPinned(viewer, postId, false),
    approvePostSubmission: (viewer: SignedInViewer, postId: string) => decide(viewer, postId, 'APPROVED'),
    declinePostSubmission: (viewer: SignedInViewer, postId: string) => decide(viewer, postId, 'REJECTED'),

    /** A publication's waiting stories, newest first: its editors only. One Query and one BatchGet. */
    async pendingSubmissions(viewer: SignedInViewer, collectionId: string, paging: Paging) {
      const collection = await dependencies.findCollectionById(collectionId);
      if (!collection) return notFound(`No publication with id ${collectionId}.`);
      if (!isCollectionEditor(collection, viewer.id)) {
        return {
          __typename: 'Forbidden',
          message: 'Only the publication’s editors see its submissions.',
        } as const;
      }
      const page = await repository.pendingSubmissions(collectionId, paging);
      const posts = page.items.length
        ? await dependencies.findPosts(page.items.map((item) => item.postId))
        : new Map();
      return {
        __typename: 'PostConnection',
        posts: page.items.flatMap((item) => {
          const post = posts.get(item.postId);
          return post && post.statusForCollection === 'PENDING' ? [asPost(post)] : [];
        }),
        pagingInfo: pagingInfo(paging.limit, page.cursor),
      } as const;
    },
  };
}

export type Publishing = ReturnType<typeof createPublishing>;
