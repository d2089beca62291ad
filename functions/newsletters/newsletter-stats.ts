import type { FolioData } from '#shared/data/data.ts';
import { subscriberDayOf } from '#shared/data/entities/newsletter-subscriber-day.ts';
import { createSendStats } from './send-stats.ts';
import { createSuppressions } from './suppressions.ts';
import type { NewsletterItem } from './repository.ts';
import { toAwsTimestamp } from '#shared/api/graphql-user/graphql-user.ts';

export type StatsGranularity = 'DAILY' | 'WEEKLY' | 'MONTHLY';

const dayMs = 86_400_000;
/** Stored epoch ms as the API's AWSTimestamp (whole seconds). */
/** How far back each granularity looks: 30 days, 12 weeks, 12 months. */
const periods = { DAILY: 30, WEEKLY: 12, MONTHLY: 12 } as const;

/** The first day (YYYY-MM-DD, UTC) of the period holding `day`: weeks start on Monday. */
function periodStart(day: string, granularity: StatsGranularity): string {
  if (granularity === 'DAILY') return day;
  if (granularity === 'MONTHLY') return `${day.slice(0, 7)}-01`;
  const at = Date.parse(`${day}T00:00:00Z`);
  return subscriberDayOf(at - ((new Date(at).getUTCDay() + 6) % 7) * dayMs);
}

/** The starts of the last periods up to `now`'s, oldest first. */
function periodStarts(now: number, granularity: StatsGranularity): string[] {
  const starts: string[] = [];
  let cursor = periodStart(subscriberDayOf(now), granularity);
  for (let index = 0; index < periods[granularity]; index++) {
    starts.unshift(cursor);
    const previous = Date.parse(`${cursor}T00:00:00Z`) - dayMs;
    cursor = periodStart(subscriberDayOf(previous), granularity);
  }
  return starts;
}

/**
 * A newsletter's stats for its owner (decision 164): subscribers over time (one Query of its days in
 * the range, summed per period), its sends' counts (one Query) and its suppressed addresses (one Query).
 */
export function createNewsletterStats(data: FolioData, now: () => number = Date.now) {
  const sendStats = createSendStats(data);
  const suppressions = createSuppressions(data);

  return async function statsOf(newsletter: NewsletterItem, granularity: StatsGranularity) {
    const starts = periodStarts(now(), granularity);
    const [{ data: days }, sends, suppressed] = await Promise.all([
      data.entities.newsletterSubscriberDay.query
        .byNewsletter({ newsletterId: newsletter.id })
        .gte({ day: starts[0]! })
        .go({ pages: 'all' }),
      sendStats.sendsOf(newsletter.id),
      suppressions.suppressedOf(newsletter.id),
    ]);
    const byPeriod = new Map(starts.map((start) => [start, { start, subscribed: 0, unsubscribed: 0 }]));
    for (const day of days) {
      const period = byPeriod.get(periodStart(day.day, granularity));
      if (!period) continue;
      period.subscribed += day.subscribed ?? 0;
      period.unsubscribed += day.unsubscribed ?? 0;
    }
    return {
      __typename: 'NewsletterV3Stats' as const,
      id: newsletter.id,
      subscriberCount: newsletter.subscriberCount ?? 0,
      tracksOpensAndClicks: newsletter.tracksOpensAndClicks !== false,
      granularity,
      subscribersOverTime: [...byPeriod.values()],
      sends: sends.map(({ newsletterId: _, lastSentAt, ...send }) => ({
        ...send,
        lastSentAt: toAwsTimestamp(lastSentAt),
      })),
      suppressedCount: suppressed.length,
      suppressed: suppressed
        .sort((a, b) => b.suppressedAt - a.suppressedAt)
        .map(({ address, reason, suppressedAt }) => ({
          address,
          reason,
          suppressedAt: toAwsTimestamp(suppressedAt),
        })),
    };
  };
}
