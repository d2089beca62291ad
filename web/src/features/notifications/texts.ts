import type { NotificationKind, NotificationTab } from '#contract/notifications.ts';

/** /me/notifications (issue #16): our wording; the spec names the page and its badge only. */
export const notificationsTexts = {
  title: 'Notifications',
  tabs: 'Notifications to show',
  tabLabels: { ALL: 'All', RESPONSES: 'Responses' } satisfies Record<NotificationTab, string>,
  empty: { ALL: 'You’re all caught up.', RESPONSES: 'No responses yet.' } satisfies Record<
    NotificationTab,
    string
  >,
  signInPrompt: 'Sign in to see your notifications.',
  /** What follows the actor's name (and the others), before the story's title when there is one. */
  verbs: {
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
  } satisfies Record<NotificationKind, string>,
  unread: 'New',
  relative: {
    justNow: 'just now',
    minutes: (count: number) => `${count}m ago`,
    hours: (count: number) => `${count}h ago`,
    days: (count: number) => `${count}d ago`,
  },
} as const;
