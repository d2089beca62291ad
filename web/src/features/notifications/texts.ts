import type { NotificationTab } from '#contract/notifications.ts';

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
  unread: 'New',
  relative: {
    justNow: 'just now',
    minutes: (count: number) => `${count}m ago`,
    hours: (count: number) => `${count}h ago`,
    days: (count: number) => `${count}d ago`,
  },
} as const;
