import type { NotificationTab } from '#contract/notifications.ts';
import { pagingInfo, type Paging } from '#contract/paging.ts';
import type { NotificationStatus } from '#graphql/generated/schema-types.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import { toAwsTimestamp, toGraphqlUser } from '#shared/api/graphql-user/graphql-user.ts';
import type { NotificationsRepository } from './repository.ts';
import { visibleActors } from './visible-actors.ts';

/** How many actors a notification names (its text names the first; avatars may show more). */
const shownActors = 3;

export interface NotificationsServiceDependencies {
  repository: NotificationsRepository;
  now: () => number;
}

/**
 * The reader's own notifications (decision 208): only ever the viewer's, read from their partition;
 * unread is whatever happened after they last opened the page.
 */
export function createNotificationsService({ repository, now }: NotificationsServiceDependencies) {
  return {
    /** A page of the viewer's notifications: three requests side by side, then one BatchGet of actors. */
    async notifications(viewer: SignedInViewer, tab: NotificationTab, paging: Paging) {
      const [page, mutes, seenAt] = await Promise.all([
        repository.pageOf(viewer.id, tab, paging),
        repository.mutesOf(viewer.id),
        repository.seenAt(viewer.id),
      ]);
      const visible = page.items
        .map((item) => ({ item, ...visibleActors(item, mutes) }))
        .filter((entry) => entry.actorIds.length > 0);
      const actorIds = [...new Set(visible.flatMap((entry) => entry.actorIds.slice(0, shownActors)))];
      const users = actorIds.length > 0 ? await repository.findUsersByIds(actorIds) : new Map();
      const notifications = visible.map(({ item, actorIds: ids, actorCount }) => ({
        __typename: 'Notification' as const,
        id: `${item.ownerId}:${item.groupKey}`,
        kind: item.kind,
        actors: ids
          .slice(0, shownActors)
          .flatMap((id) => (users.has(id) ? [toGraphqlUser(users.get(id)!, id === viewer.id)] : [])),
        actorCount,
        postId: item.postId ?? null,
        responseId: item.responseId ?? null,
        catalogId: item.catalogId ?? null,
        isUnread: item.updatedAt > seenAt,
        occurredAt: toAwsTimestamp(item.updatedAt),
      }));
      return {
        __typename: 'NotificationConnection' as const,
        notifications,
        pagingInfo: pagingInfo(paging.limit, page.cursor),
      };
    },

    /**
     * UnreadNotificationCount (spec 1 §7): null for a visitor; else the notifications with activity
     * since the reader last looked, muted actors left out, counted up to 100 (the badge shows 99+).
     */
    async notificationStatus(viewerId: string | undefined): Promise<NotificationStatus | null> {
      if (!viewerId) return null;
      const [seenAt, mutes] = await Promise.all([repository.seenAt(viewerId), repository.mutesOf(viewerId)]);
      const unread = await repository.unreadOf(viewerId, seenAt);
      const count = unread.filter((item) => visibleActors(item, mutes).actorIds.length > 0).length;
      return { __typename: 'NotificationStatus', unreadNotificationCount: count };
    },

    /** Everything so far is read: one PutItem. */
    async markRead(viewer: SignedInViewer): Promise<NotificationStatus> {
      await repository.markSeen(viewer.id, now());
      return { __typename: 'NotificationStatus', unreadNotificationCount: 0 };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
