import { notificationsTexts as t } from './texts.ts';

/** "5m ago", "3h ago", "2d ago": how long before `now` (both AWSTimestamps, whole seconds). */
export function relativeTime(timestamp: number, now: number): string {
  const minutes = Math.floor((now - timestamp) / 60);
  if (minutes < 1) return t.relative.justNow;
  if (minutes < 60) return t.relative.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? t.relative.hours(hours) : t.relative.days(Math.floor(hours / 24));
}
