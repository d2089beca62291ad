import type { NotificationKind } from '#contract/notifications.ts';
import { notificationsTexts as t } from './texts.ts';

/**
 * The words of a notification around its actor's name: " and 12 others clapped for" before the story's
 * title — "Ruth Alvarez and 12 others clapped for …" (issue #16). `actorCount` counts the named actor.
 */
export function notificationSentence(kind: NotificationKind, actorCount: number): string {
  const others = actorCount - 1;
  const company = others <= 0 ? '' : others === 1 ? ' and 1 other' : ` and ${others} others`;
  return `${company} ${t.verbs[kind]}`;
}

/** "5m ago", "3h ago", "2d ago": how long before `now` (both AWSTimestamps, whole seconds). */
export function relativeTime(timestamp: number, now: number): string {
  const minutes = Math.floor((now - timestamp) / 60);
  if (minutes < 1) return t.relative.justNow;
  if (minutes < 60) return t.relative.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? t.relative.hours(hours) : t.relative.days(Math.floor(hours / 24));
}
