import { permissionOfKind } from '#contract/notifications.ts';
import { defaultNotificationSettings } from '#contract/user-settings.ts';
import type {
  NotificationEvent,
  NotifyFollowersEvent,
  NotifyMentionedEvent,
} from '#shared/queues/notification-event.ts';
import { emailsKind } from './digest/email-choice.ts';
import { activityKeys, type Activity } from './notification-keys.ts';
import type { NotificationsRepository } from './repository.ts';

/** A group rewritten by a concurrent message is read and written again, this many times at most. */
const recordAttempts = 5;
/** Followers told about a new story at once. */
const fanOutWidth = 10;

/**
 * The rules of making a notification (decision 206): nothing for the owner's own action; nothing from
 * someone the owner muted; nothing of a kind the owner turned off (Settings › Notifications); nothing
 * twice for the same activity (its mark). An owner whose account is gone gets nothing. An activity
 * of a kind the owner gets by e-mail makes them owed a digest (decision 261).
 */
export function createNotificationRecorder(repository: NotificationsRepository) {
  async function notify(activity: Activity): Promise<void> {
    if (activity.ownerId === activity.actorId) return;
    const [owner, muted] = await Promise.all([
      repository.findUserById(activity.ownerId),
      repository.mutes(activity.ownerId, activity.actorId),
    ]);
    const permission = permissionOfKind[activity.kind];
    const wanted = owner?.[permission] ?? defaultNotificationSettings[permission];
    if (!owner || muted || !wanted) return;
    for (let attempt = 1; attempt <= recordAttempts; attempt += 1) {
      const existing = await repository.findGroup(activity.ownerId, activityKeys(activity).groupKey);
      const outcome = await repository.record(activity, existing, emailsKind(owner, activity.kind));
      if (outcome !== 'conflict') return;
    }
    throw new Error(`The notification of ${activity.ownerId} kept changing; the message is retried.`);
  }

  const recorder = {
    notify,

    /**
     * A writer's first publish of a listed story: each follower is told, a page of followers at a time
     * (a redelivery skips those already told, by their marks).
     */
    async notifyFollowers(event: NotifyFollowersEvent): Promise<void> {
      const story = await repository.findListedStory(event.postId);
      if (!story || story.creatorId !== event.actorId) return;
      let cursor: string | null = null;
      do {
        const page = await repository.followersOf(event.actorId, cursor);
        for (let start = 0; start < page.items.length; start += fanOutWidth) {
          await Promise.all(
            page.items.slice(start, start + fanOutWidth).map((ownerId) =>
              notify({
                kind: 'STORY_PUBLISHED',
                ownerId,
                actorId: event.actorId,
                postId: event.postId,
                at: event.at,
              }),
            ),
          );
        }
        cursor = page.cursor;
      } while (cursor);
    },

    /**
     * The people a published story or response mentions (decision 267): each told once per story (the
     * mark), by `notify`'s rules; nothing when the story is no longer published or not the writer's.
     */
    async notifyMentioned(event: NotifyMentionedEvent): Promise<void> {
      const story = await repository.findPublishedStory(event.postId);
      if (!story || story.creatorId !== event.actorId) return;
      await Promise.all(
        event.userIds.map((ownerId) =>
          notify({ kind: 'MENTION', ownerId, actorId: event.actorId, postId: event.postId, at: event.at }),
        ),
      );
    },
  };

  return {
    ...recorder,

    /** A message of the notifications queue, to the step its type names. */
    record(event: NotificationEvent): Promise<void> {
      if (event.type === 'notify') return recorder.notify(event);
      if (event.type === 'notify-mentioned') return recorder.notifyMentioned(event);
      return recorder.notifyFollowers(event);
    },
  };
}
