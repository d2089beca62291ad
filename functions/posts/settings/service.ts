import { slugPartOf, storySettingsMessages, uniqueSlugWith } from '#contract/story-settings.ts';
import { refuseOverLimit } from '#shared/api/rate-limited.ts';
import { badRequest, type ResultValue } from '#shared/api/results.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import type { FailureLogger } from '#shared/observability/unexpected-errors.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import type { Reindexer } from '#shared/queues/search-index-message.ts';
import { writingLimits } from '../rate-limits.ts';
import type { PostItem } from '../repository.ts';
import { isWritersStory, storyNotFound } from '../writers-story.ts';
import type { SettingsChange } from './arguments.ts';
import { toPostSettings, type GraphqlPostSettings } from './mappers.ts';
import type { SettingsRepository, SettingsState, SettingsWrite } from './repository.ts';
import type { PostSettingsChanged } from './settings-events.ts';

/** How often a change is tried again when the story changed between its read and its write. */
const writeAttempts = 3;

export const storySettingsResultMessages = {
  signIn: 'Sign in to change your story’s settings.',
} as const;

const textSettings = ['seoTitle', 'seoDescription', 'canonicalUrl'] as const;

/** What the change writes against the story as read; null when it changes nothing. */
function planWrite(post: PostItem, change: SettingsChange): SettingsWrite | null {
  const write: SettingsWrite = { set: {}, remove: [] };
  for (const key of textSettings) {
    const value = change[key];
    if (value === undefined || value === (post[key] ?? '')) continue;
    if (value) write.set[key] = value;
    else write.remove.push(key);
  }
  if (change.slug !== undefined) {
    const uniqueSlug = uniqueSlugWith(change.slug, post.id);
    if (uniqueSlug !== post.uniqueSlug) write.set.uniqueSlug = uniqueSlug;
  }
  const showing = change.showInRecommendations;
  if (showing !== undefined && showing !== (post.showInRecommendations ?? true))
    write.set.showInRecommendations = showing;
  return Object.keys(write.set).length > 0 || write.remove.length > 0 ? write : null;
}

/** The story as the write left it. */
function applied(post: PostItem, write: SettingsWrite, at: number): PostItem {
  const next: PostItem = { ...post, ...write.set, updatedAt: at };
  for (const key of write.remove) delete next[key];
  return next;
}

/** Whether readers' cached pages of the story show something the write changes. */
const changesPage = (post: PostItem, write: SettingsWrite) =>
  post.status === 'PUBLISHED' &&
  (write.remove.length > 0 || textSettings.some((key) => key in write.set) || 'uniqueSlug' in write.set);

export interface SettingsServiceDependencies {
  settings: SettingsRepository;
  rateLimits: RateLimitCounter;
  queue: QueueSender;
  logger: FailureLogger;
  /** A published story's new slug is its search hit's link. */
  reindex: Reindexer;
  now: () => number;
}

/**
 * A story's settings (/p/{postId}/settings) and facts (/p/{postId}/info): its writer's alone, read
 * and changed only while the story is theirs and out of the trash (writers-story.ts).
 */
export function createSettingsService({
  settings,
  rateLimits,
  queue,
  logger,
  reindex,
  now,
}: SettingsServiceDependencies) {
  /** The cache's failure must not undo a change already written: it is logged, and pages expire alone. */
  async function announce(event: PostSettingsChanged) {
    try {
      await queue.send('content-events', [event]);
    } catch (error) {
      logger.error('post-settings-changed not queued', { postId: event.postId, error });
    }
  }

  async function announceStale(before: PostItem, after: PostItem) {
    const [username, collectionSlug] = await Promise.all([
      settings.findUsername(before.creatorId),
      before.collectionId ? settings.findCollectionSlug(before.collectionId) : undefined,
    ]);
    if (!username) return;
    await announce({
      type: 'post-settings-changed',
      eventId: `${before.id}-settings-${after.updatedAt}`,
      postId: before.id,
      uniqueSlugs: [...new Set([before.uniqueSlug, after.uniqueSlug])],
      username,
      collectionSlug: collectionSlug ?? null,
    });
  }

  /** The writer's story as read, or undefined when it is not the viewer's to see. */
  async function writersState(viewer: SignedInViewer, postId: string) {
    const state = await settings.findSettingsState(postId);
    return isWritersStory(state.post, viewer) ? (state as SettingsState & { post: PostItem }) : undefined;
  }

  return {
    /** Query.postSettings: one consistent BatchGet. */
    async postSettings(
      viewer: SignedInViewer,
      postId: string,
    ): Promise<GraphqlPostSettings | ResultValue<'NotFound'>> {
      const state = await writersState(viewer, postId);
      return state ? toPostSettings(state.post, state.paragraphs) : storyNotFound(postId);
    },

    /**
     * Mutation.updatePostSettings: the rate limit, one consistent BatchGet and one conditional
     * UpdateItem (read again when the story changed meanwhile); for a published story whose page
     * changes, two GetItems (writer, publication) and the content-events message that makes its
     * cached pages stale.
     */
    async updatePostSettings(
      viewer: SignedInViewer,
      change: SettingsChange,
    ): Promise<GraphqlPostSettings | ResultValue<'BadRequest' | 'NotFound' | 'RateLimited'>> {
      const limited = await refuseOverLimit(rateLimits, writingLimits.settings, viewer.id, now());
      if (limited) return limited;
      for (let attempt = 0; attempt < writeAttempts; attempt += 1) {
        const state = await writersState(viewer, change.postId);
        if (!state) return storyNotFound(change.postId);
        const { post } = state;
        const slugChanges = change.slug !== undefined && change.slug !== slugPartOf(post.uniqueSlug, post.id);
        if (slugChanges && post.status !== 'PUBLISHED')
          return badRequest(storySettingsMessages.slugBeforePublishing);
        const write = planWrite(post, change);
        if (!write) return toPostSettings(post, state.paragraphs);
        const at = now();
        if (await settings.writeSettings(post, write, at)) {
          const updated = applied(post, write, at);
          if (changesPage(post, write)) await announceStale(post, updated);
          if (post.status === 'PUBLISHED' && 'uniqueSlug' in write.set)
            await reindex([{ kind: 'post', id: post.id }]);
          return toPostSettings(updated, state.paragraphs);
        }
      }
      throw new Error(
        `The story ${change.postId} kept changing during ${writeAttempts} attempts to set its settings`,
      );
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
