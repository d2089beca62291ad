import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { notificationsQuery } from './api/notifications-query.ts';
import { notificationsTexts } from './texts.ts';

/** The All tab's first page, loaded with the page (as the viewer; never cached). */
export const notificationsData: PageData = {
  queries: () => [notificationsQuery('ALL')],
  describe: () => ({ title: `${notificationsTexts.title} – ${texts.siteName}`, noindex: true }),
};
