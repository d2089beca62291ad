import type { RateLimitRule } from '#shared/data/rate-limit.ts';

const hours = (count: number) => count * 3600;

/**
 * The writer's limits on stories, per writer, in fixed windows counted in the table
 * (functions/shared/data/rate-limit.ts). Each is far above what a person writing does and far below what
 * a script would.
 */
export const writingLimits = {
  /** startDraft: a writer starts a few stories a day; 60 an hour stops a loop filling the table. */
  drafts: {
    bucket: 'drafts:user',
    limit: 60,
    windowSeconds: hours(1),
    message: 'You started too many stories in a short time. Please try again later.',
  },
  /**
   * saveDraft and revertDraft: autosave sends one save every ~2 s of typing (1,800 an hour), several
   * tabs more; 3,600 an hour leaves room for two tabs typing without pause.
   */
  saves: {
    bucket: 'saves:user',
    limit: 3600,
    windowSeconds: hours(1),
    message: 'Too many saves in a short time. Your text is kept in this browser; saving resumes shortly.',
  },
  /** deletePost and undeletePost. */
  trash: {
    bucket: 'trash:user',
    limit: 120,
    windowSeconds: hours(1),
    message: 'Too many stories moved to and from the trash in a short time. Please try again later.',
  },
  /**
   * updatePostSettings: each section of the settings page saves on its own, a few times a story; 120
   * an hour leaves a writer going through many stories room, and stops a script rewriting links.
   */
  settings: {
    bucket: 'story-settings:user',
    limit: 120,
    windowSeconds: hours(1),
    message: 'Too many changes to story settings in a short time. Please try again later.',
  },
  /** Series (issue #12): createSeries, addToSeries, removeFromSeries and moveInSeries. */
  series: {
    bucket: 'series:user',
    limit: 300,
    windowSeconds: hours(1),
    message: 'Too many changes to your series in a short time. Please try again later.',
  },
  /**
   * Lists (issue #13): every change of a reader's lists and saves (the bookmark included). A reader
   * saving as they read does a few dozen an hour; 600 stops a script filling the table.
   */
  lists: {
    bucket: 'lists:user',
    limit: 600,
    windowSeconds: hours(1),
    message: 'Too many changes to your lists in a short time. Please try again later.',
  },
  /** createFriendLink and revokeFriendLink (decision 142): a writer shares a few stories a day. */
  friendLinks: {
    bucket: 'friend-links:user',
    limit: 120,
    windowSeconds: hours(1),
    message: 'Too many changes to friend links in a short time. Please try again later.',
  },
} as const satisfies Record<string, RateLimitRule>;

/** The reader's limits (issue #13): reading history and highlights, per reader, in fixed windows. */
export const readingLimits = {
  /** recordPostRead: at most two a story a visit; 600 an hour is a story every 12 seconds. */
  reads: {
    bucket: 'reads:user',
    limit: 600,
    windowSeconds: hours(1),
    message: 'Too many stories read in a short time. Your reading history resumes shortly.',
  },
  /** removeFromReadingHistory, clearReadingHistory and setReadingHistoryPaused. */
  history: {
    bucket: 'reading-history:user',
    limit: 300,
    windowSeconds: hours(1),
    message: 'Too many changes to your reading history in a short time. Please try again later.',
  },
  /** createQuote and deleteQuote: a keen reader highlights a few passages a story. */
  quotes: {
    bucket: 'quotes:user',
    limit: 300,
    windowSeconds: hours(1),
    message: 'Too many highlights in a short time. Please try again later.',
  },
  /** createFriendLink and revokeFriendLink (decision 142): a writer shares a few stories a day. */
  friendLinks: {
    bucket: 'friend-links:user',
    limit: 120,
    windowSeconds: hours(1),
    message: 'Too many changes to friend links in a short time. Please try again later.',
  },
} as const satisfies Record<string, RateLimitRule>;
