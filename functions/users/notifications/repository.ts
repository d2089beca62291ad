import type { EntityItem } from 'electrodb';
import type { NotificationTab } from '#contract/notifications.ts';
import { unreadCountLimit } from '#contract/notifications.ts';
import type { Paging } from '#contract/paging.ts';
import type { FolioData } from '#shared/data/data.ts';
import { isListed } from '#shared/data/entities/post.ts';
import { queryPage, type Page } from '#shared/data/query-page.ts';
import { createUserReads } from '#shared/data/reads/users.ts';
import { digestShardOf } from './digest/email-choice.ts';
import {
  activityKeys,
  notificationLifetimeMs,
  tabOf,
  withActor,
  type Activity,
} from './notification-keys.ts';

export type NotificationItem = EntityItem<FolioData['entities']['notification']>;

/** What recording an activity did: made or updated its notification, found it already counted, or lost a race. */
export type RecordOutcome = 'recorded' | 'duplicate' | 'conflict';

/** What a reader muted: writers (users) and publications. */
export interface ReaderMutes {
  users: ReadonlySet<string>;
  collections: ReadonlySet<string>;
}

const followersPageSize = 100;

/**
 * Notifications in the table (decision 206): the owner's items, the marks that make recording
 * idempotent, when the owner last looked, and the reads the rules need. One function per access pattern.
 */
export function createNotificationsRepository(data: FolioData) {
  const { notification, notificationState, mute, follow, post } = data.entities;
  const users = createUserReads(data);

  return {
    findUserById: users.findUserById,
    findUsersByIds: users.findUsersByIds,

    /** A group's notification, consistently (it is rewritten from what is read). */
    async findGroup(ownerId: string, groupKey: string): Promise<NotificationItem | undefined> {
      const { data: item } = await notification.get({ ownerId, groupKey }).go({ consistent: true });
      return item ?? undefined;
    },

    /**
     * ONE TransactWriteItems: the activity's mark (`attribute_not_exists`: counted once) and its
     * group's notification, created, or rewritten on the condition that nobody rewrote it since it was
     * read (`updatedAt` as read). Newest actor first; the notification becomes unread again. When
     * `emailed`, the owner is marked as owed a digest in the same transaction (decision 261).
     */
    async record(
      activity: Activity,
      existing: NotificationItem | undefined,
      emailed: boolean,
    ): Promise<RecordOutcome> {
      const { groupKey, markKey } = activityKeys(activity);
      const updatedAt = Math.max(activity.at, existing?.updatedAt ?? 0);
      const expiresAt = Math.ceil((updatedAt + notificationLifetimeMs) / 1000);
      const item = {
        ownerId: activity.ownerId,
        groupKey,
        kind: activity.kind,
        tab: tabOf(activity.kind),
        actorIds: withActor(existing?.actorIds ?? [], activity.actorId),
        actorCount: (existing?.actorCount ?? 0) + 1,
        ...(activity.postId && { postId: activity.postId }),
        ...(activity.responseId && { responseId: activity.responseId }),
        ...(activity.catalogId && { catalogId: activity.catalogId }),
        createdAt: existing?.createdAt ?? activity.at,
        updatedAt,
        expiresAt,
      };
      const result = await data.transaction
        .write(({ notification: notifications, notificationMark: marks, notificationDigestDue: due }) => [
          marks.create({ ownerId: activity.ownerId, markKey, expiresAt }).commit(),
          existing
            ? notifications
                .put(item)
                .where((attributes, { eq }) => eq(attributes.updatedAt, existing.updatedAt))
                .commit()
            : notifications.create(item).commit(),
          ...(emailed
            ? [
                due
                  .put({
                    shard: digestShardOf(activity.ownerId),
                    ownerId: activity.ownerId,
                    lastAt: updatedAt,
                  })
                  .commit(),
              ]
            : []),
        ])
        .go();
      if (!result.canceled) return 'recorded';
      return result.data[0]?.code === 'ConditionalCheckFailed' ? 'duplicate' : 'conflict';
    },

    /** Whether `muterId` muted the user `targetId`: one GetItem. */
    async mutes(muterId: string, targetId: string): Promise<boolean> {
      const { data: item } = await mute.get({ muterId, targetKind: 'user', targetId }).go();
      return Boolean(item);
    },

    /** Everything a reader muted: one Query of their mutes' partition. */
    async mutesOf(muterId: string): Promise<ReaderMutes> {
      const { data: items } = await mute.query.byMuter({ muterId }).go({ pages: 'all' });
      const of = (kind: 'user' | 'collection') =>
        new Set(items.filter((item) => item.targetKind === kind).map((item) => item.targetId));
      return { users: of('user'), collections: of('collection') };
    },

    /** A page of a writer's followers (ids), newest first: one Query of gsi1 `byTarget`. */
    async followersOf(writerId: string, cursor: string | null): Promise<Page<string>> {
      const page = await queryPage('gsi1', { limit: followersPageSize, cursor }, (options) =>
        follow.query.byTarget({ targetKind: 'user', targetId: writerId }).go(options),
      );
      return { items: page.items.map((item) => item.followerId), cursor: page.cursor };
    },

    /** A story that followers may be told about: published, listed, not a response. */
    async findListedStory(postId: string) {
      const { data: item } = await post.get({ id: postId }).go();
      return item && isListed(item) && !item.inResponseToPostId ? item : undefined;
    },

    /** A published story or response readers may open (not suspended): one GetItem. */
    async findPublishedStory(postId: string) {
      const { data: item } = await post.get({ id: postId }).go();
      return item?.status === 'PUBLISHED' && item.isSuspended !== true ? item : undefined;
    },

    /** A page of the owner's notifications, latest activity first: one Query of gsi1 or gsi2. */
    pageOf(ownerId: string, tab: NotificationTab, paging: Paging): Promise<Page<NotificationItem>> {
      return tab === 'ALL'
        ? queryPage('gsi1', paging, (options) => notification.query.byOwner({ ownerId }).go(options))
        : queryPage('gsi2', paging, (options) =>
            notification.query.byOwnerAndTab({ ownerId, tab }).go(options),
          );
    },

    /** The owner's notifications with activity after `seenAt`, at most `unreadCountLimit`: one Query. */
    async unreadOf(ownerId: string, seenAt: number): Promise<NotificationItem[]> {
      const { data: items } = await notification.query
        .byOwner({ ownerId })
        .gt({ updatedAt: seenAt })
        .go({ limit: unreadCountLimit, order: 'desc', attributes: ['actorIds', 'kind', 'updatedAt'] });
      return items as NotificationItem[];
    },

    /** When the owner last opened their notifications (0: never). */
    async seenAt(ownerId: string): Promise<number> {
      const { data: item } = await notificationState.get({ ownerId }).go();
      return item?.seenAt ?? 0;
    },

    /** Everything up to `seenAt` is read: one PutItem. */
    async markSeen(ownerId: string, seenAt: number): Promise<void> {
      await notificationState.put({ ownerId, seenAt }).go();
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
