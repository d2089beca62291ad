import type { RateLimitRule } from '#shared/data/rate-limit.ts';

const hours = (count: number) => count * 3600;

/**
 * Every limit of the users domain in one table: fixed windows per viewer, counted in the table
 * (functions/shared/data/rate-limit.ts, the same counters as auth's). Each is far above what a person does
 * by hand and far below what a script would.
 */
export const changeLimits = {
  /** Follows and mutes of users and publications. */
  social: {
    bucket: 'social:user',
    limit: 120,
    windowSeconds: hours(1),
    message: 'Too many follows and mutes in a short time. Please try again later.',
  },
  /**
   * updateUsername, claimSubdomain, unclaimSubdomain: each moves a claim or what the edge serves, and
   * a name tried and taken tells whether it is held, so nobody needs more than a few a day.
   */
  username: {
    bucket: 'username:user',
    limit: 10,
    windowSeconds: hours(24),
    message: 'Too many username and subdomain changes in a day. Please try again later.',
  },
  /**
   * updateViewerProfile (the avatar upload ends there), updateNotificationSettings,
   * updatePublishingSettings, dismissFlag.
   */
  settings: {
    bucket: 'settings:user',
    limit: 60,
    windowSeconds: hours(1),
    message: 'Too many changes to your profile and settings in a short time. Please try again later.',
  },
} as const satisfies Record<string, RateLimitRule>;

/**
 * startImageUpload, which POST /_/upload asks before storing a story image. Counted apart from the
 * changes above: an upload changes nothing of the account, and a story with many pictures is normal.
 */
export const imageUploadLimit = {
  bucket: 'image-upload:user',
  limit: 100,
  windowSeconds: hours(1),
  message: 'Too many images uploaded in a short time. Please try again later.',
} as const satisfies RateLimitRule;

export { refuseOverLimit } from '#shared/api/rate-limited.ts';
