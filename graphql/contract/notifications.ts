import type { EmailPermission, NotificationPermission } from './user-settings.ts';

/**
 * Notifications (issue #16): the kinds a reader is told about, which of them the Responses tab shows,
 * and the numbers both sides share. Pure: the server and the web client import it alike.
 */
export const notificationKinds = [
  'NEW_FOLLOWER',
  'CLAP',
  'RESPONSE',
  'REPLY',
  'HIGHLIGHT',
  'LIST_FOLLOWED',
  'STORY_PUBLISHED',
  'SUBMISSION_APPROVED',
  'SUBMISSION_DECLINED',
  'GIFT_RECEIVED',
  'MENTION',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The tabs of /me/notifications: everything, or only responses and replies. */
export const notificationTabs = ['ALL', 'RESPONSES'] as const;
export type NotificationTab = (typeof notificationTabs)[number];

export const responseKinds: readonly NotificationKind[] = ['RESPONSE', 'REPLY'];

/** The unread count reads at most this many notifications: enough for the badge's "99+" (spec 1 §2.4). */
export const unreadCountLimit = 100;

/** The settings switch that turns each kind off (Settings › Notifications). */
export const permissionOfKind: Record<NotificationKind, NotificationPermission> = {
  NEW_FOLLOWER: 'notifyNewFollowers',
  CLAP: 'notifyClaps',
  RESPONSE: 'notifyResponses',
  REPLY: 'notifyResponses',
  HIGHLIGHT: 'notifyHighlights',
  LIST_FOLLOWED: 'notifyListFollows',
  STORY_PUBLISHED: 'notifyNewStories',
  SUBMISSION_APPROVED: 'notifySubmissions',
  SUBMISSION_DECLINED: 'notifySubmissions',
  GIFT_RECEIVED: 'notifyGifts',
  MENTION: 'notifyMentions',
};

/**
 * The kinds a reader may choose to get by e-mail, in the daily digest (decision 261), and the e-mail
 * switch of each (Settings › Notifications › Email notifications). A kind without one is never e-mailed.
 */
export const emailPermissionOfKind: Partial<Record<NotificationKind, EmailPermission>> = {
  NEW_FOLLOWER: 'allowEmailNewFollowers',
  RESPONSE: 'allowEmailResponses',
  REPLY: 'allowEmailResponses',
  HIGHLIGHT: 'allowEmailHighlights',
  MENTION: 'allowEmailMentions',
};
