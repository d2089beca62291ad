import { texts } from '#web/lib/texts.ts';
import type { RouteParams } from '#web/routes/catalogue.ts';
import type { CacheReader, PageData } from '#web/routes/page-registry.ts';
import { newsletterStatsQuery, newsletterStatsViewerQuery } from './api/newsletter-stats-query.ts';
import { newsletterStatsTexts } from './texts.ts';

/** /{collectionSlug}/newsletters/{newsletterId}/stats names the newsletter; /@{username}/audience the writer. */
const namedNewsletter = (params: RouteParams) => params.newsletterId;

/**
 * Whether the viewer may see the page: a publication's newsletter stats answered (its editors only,
 * decided on the server); a writer's audience is the viewer's own.
 */
export function mayViewStats(read: CacheReader, params: RouteParams): boolean {
  const newsletterId = namedNewsletter(params);
  if (newsletterId !== undefined) {
    const stats = read(newsletterStatsQuery(newsletterId))?.newsletterV3Stats;
    return stats?.__typename === 'NewsletterV3Stats';
  }
  const viewer = read(newsletterStatsViewerQuery())?.viewer;
  return viewer != null && viewer.username === params.username;
}

/**
 * subscription-stats: preloaded as the viewer; anyone but the writer (their audience) or the
 * publication's editors (its newsletter's stats) gets the 404 page. Never indexed.
 */
export const newsletterStatsData: PageData = {
  queries(params) {
    const newsletterId = namedNewsletter(params);
    return [newsletterId === undefined ? newsletterStatsViewerQuery() : newsletterStatsQuery(newsletterId)];
  },
  describe(read, params) {
    if (!mayViewStats(read, params)) return null;
    return { title: `${newsletterStatsTexts.title} – ${texts.siteName}`, noindex: true };
  },
};
