import { createHash } from 'node:crypto';
import { emailPermissionOfKind, type NotificationKind } from '#contract/notifications.ts';
import { defaultNotificationSettings, type NotificationSettings } from '#contract/user-settings.ts';

/** The settings as stored on the user item: any of them may be absent (read as the default). */
export type StoredSettings = Partial<NotificationSettings>;

const setting = <K extends keyof NotificationSettings>(settings: StoredSettings, key: K) =>
  settings[key] ?? defaultNotificationSettings[key];

/**
 * Whether a reader gets a kind by e-mail (decision 261): activity e-mails not turned off, and the
 * kind's own e-mail switch on. A kind without a switch is never e-mailed.
 */
export function emailsKind(settings: StoredSettings, kind: NotificationKind): boolean {
  const permission = emailPermissionOfKind[kind];
  return (
    setting(settings, 'emailFrequency') !== 'OFF' && permission !== undefined && setting(settings, permission)
  );
}

/** "Only from people you follow" (emailFrequency NETWORK): the digest keeps followed actors' activity alone. */
export const emailsOnlyFromNetwork = (settings: StoredSettings) =>
  setting(settings, 'emailFrequency') === 'NETWORK';

/** How many shards readers owed a digest are spread over (one paged Query each). */
export const digestShardCount = 16;

/** A reader's digest shard: stable, and even across readers (the first bytes of a SHA-1 of the id). */
export const digestShardOf = (ownerId: string) =>
  createHash('sha1').update(ownerId).digest().readUInt32BE(0) % digestShardCount;
