import type { PageDefinition } from '#web/routes/page-registry.ts';

/**
 * /me/notifications (notifications, ShowYourNotifications; spec 1 §2.1 two-column): the reader's
 * notifications. Rendered as the viewer ('other' pages are never cached); a visitor is asked to sign in.
 */
export const notificationsPage: PageDefinition = {
  layout: 'two-column',
  load: () =>
    import('./components/notifications-page.tsx').then(({ NotificationsPage }) => ({
      Page: NotificationsPage,
    })),
  data: () => import('./page-data.ts').then(({ notificationsData }) => notificationsData),
  cacheKind: 'other',
};
