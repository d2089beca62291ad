import { useState } from 'react';
import { useNewsletterStatsQuery, type NewsletterStats } from '../api/newsletter-stats-query.ts';
import { newsletterStatsTexts as texts } from '../texts.ts';
import type { StatsGranularity } from '../view.ts';
import { SendsTable } from './sends-table.tsx';
import { SubscribersOverTime } from './subscribers-over-time.tsx';
import { SuppressedAddresses } from './suppressed-addresses.tsx';

/** A writer's newsletter nobody subscribed to yet does not exist: its stats are all empty. */
const noStats = (granularity: StatsGranularity): NewsletterStats => ({
  __typename: 'NewsletterV3Stats',
  id: '',
  subscriberCount: 0,
  tracksOpensAndClicks: true,
  granularity,
  subscribersOverTime: [],
  sends: [],
  suppressedCount: 0,
  suppressed: [],
});

/** The stats of one newsletter the viewer manages, per the granularity they choose (spec 3). */
export function NewsletterStatsView({ newsletterId }: { newsletterId: string }) {
  const [granularity, setGranularity] = useState<StatsGranularity>('DAILY');
  const { data, previousData } = useNewsletterStatsQuery(newsletterId, granularity);
  const answer = (data ?? previousData)?.newsletterV3Stats;
  if (!answer) return <p className="settings__loading">{texts.loading}</p>;
  const stats = answer.__typename === 'NewsletterV3Stats' ? answer : noStats(granularity);
  return (
    <>
      <p className="newsletter-stats__count">{texts.subscribers(stats.subscriberCount)}</p>
      <SubscribersOverTime
        periods={stats.subscribersOverTime}
        granularity={granularity}
        choose={setGranularity}
      />
      <SendsTable sends={stats.sends} tracksOpensAndClicks={stats.tracksOpensAndClicks} />
      <SuppressedAddresses count={stats.suppressedCount} addresses={stats.suppressed} />
    </>
  );
}
