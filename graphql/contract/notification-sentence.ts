import type { NotificationKind } from './notifications.ts';

/**
 * What follows the actor's name (and the others), before the story's title or the list's name when
 * there is one: our wording (the spec names the page and its badge only). The page and the e-mail
 * digest say it alike.
 */
export const notificationVerbs = {
  NEW_FOLLOWER: 'started following you',
  CLAP: 'clapped for',
  RESPONSE: 'responded to',
  REPLY: 'replied to your response on',
  HIGHLIGHT: 'highlighted',
  LIST_FOLLOWED: 'followed your list',
  STORY_PUBLISHED: 'published',
  SUBMISSION_APPROVED: 'approved your submission',
  SUBMISSION_DECLINED: 'declined your submission',
  GIFT_RECEIVED: 'gave you a Folio membership',
  MENTION: 'mentioned you in',
} satisfies Record<NotificationKind, string>;

/**
 * The words of a notification around its actor's name: " and 12 others clapped for" before the story's
 * title — "Ruth Alvarez and 12 others clapped for …" (issue #16). `actorCount` counts the named actor.
 */
export function notificationSentence(kind: NotificationKind, actorCount: number): string {
  const others = actorCount - 1;
  const company = others <= 0 ? '' : others === 1 ? ' and 1 other' : ` and ${others} others`;
  return `${company} ${notificationVerbs[kind]}`;
}
