import type { NotificationKind, NotificationTab } from '#contract/notifications.ts';
import { responseKinds } from '#contract/notifications.ts';

/** A piece of activity for one owner, as the consumer records it. */
export interface Activity {
  kind: NotificationKind;
  ownerId: string;
  actorId: string;
  postId?: string;
  responseId?: string;
  catalogId?: string;
  giftOrderId?: string;
  at: number;
}

/** Where an activity goes (`groupKey`) and what makes it the same activity again (`markKey`). */
export interface ActivityKeys {
  groupKey: string;
  markKey: string;
}

const need = (value: string | undefined, what: string, kind: NotificationKind) => {
  if (!value) throw new Error(`A ${kind} notification needs its ${what}.`);
  return value;
};

/**
 * Decision 206: claps, highlights and follows of a list gather in one notification per story or list
 * ("Ruth Alvarez and 12 others clapped for …"), each actor counted once however often they clap; a
 * follower, a response, a reply, a new story, a mention and a submission's decision are one
 * notification each (a story is decided on once; a reader is told of a story's mentions once, however
 * often it is published again); a gift received is one per gift order (a second code of the same
 * order is the same giver's same gift). A redelivered message finds its mark and creates nothing.
 */
export function activityKeys(activity: Activity): ActivityKeys {
  const { kind, actorId } = activity;
  switch (kind) {
    case 'NEW_FOLLOWER':
      return { groupKey: `follower#${actorId}`, markKey: `follower#${actorId}` };
    case 'CLAP':
    case 'HIGHLIGHT': {
      const postId = need(activity.postId, 'story', kind);
      const group = `${kind.toLowerCase()}#${postId}`;
      return { groupKey: group, markKey: `${group}#${actorId}` };
    }
    case 'LIST_FOLLOWED': {
      const group = `list#${need(activity.catalogId, 'list', kind)}`;
      return { groupKey: group, markKey: `${group}#${actorId}` };
    }
    case 'RESPONSE':
    case 'REPLY': {
      const key = `${kind.toLowerCase()}#${need(activity.responseId, 'response', kind)}`;
      return { groupKey: key, markKey: key };
    }
    case 'STORY_PUBLISHED':
    case 'MENTION':
    case 'SUBMISSION_APPROVED':
    case 'SUBMISSION_DECLINED': {
      const key = `${kind.toLowerCase()}#${need(activity.postId, 'story', kind)}`;
      return { groupKey: key, markKey: key };
    }
    case 'GIFT_RECEIVED': {
      const key = `gift#${need(activity.giftOrderId, 'gift order', kind)}`;
      return { groupKey: key, markKey: key };
    }
  }
}

export const tabOf = (kind: NotificationKind): NotificationTab =>
  responseKinds.includes(kind) ? 'RESPONSES' : 'ALL';

/** How many of a group's latest actors the item keeps (the text names one; the rest are counted). */
export const keptActorIds = 20;

/** The group's actors after `actorId` acted: newest first, each once, at most `keptActorIds`. */
export const withActor = (actorIds: readonly string[], actorId: string): string[] =>
  [actorId, ...actorIds.filter((id) => id !== actorId)].slice(0, keptActorIds);

/** A notification is kept this long after its last activity (TTL). */
export const notificationLifetimeMs = 90 * 24 * 60 * 60 * 1000;
