import type * as Operations from '#graphql/generated/operations.ts';

type Stats = Extract<
  Operations.AudienceStatsExportQuery['newsletterV3Stats'],
  { __typename: 'NewsletterV3Stats' }
>;

/** The columns of `/@{username}/audience/stats/export` (decision 178), in order. */
export const audienceStatsColumns = [
  'date',
  'subscribers',
  'subscribed',
  'unsubscribed',
  'stories_sent',
  'sent',
  'delivered',
  'bounced',
  'complained',
  'opened',
  'clicked',
] as const;

const sendCounts = ['sent', 'delivered', 'bounced', 'complained', 'opened', 'clicked'] as const;

/** An AWSTimestamp's UTC day, YYYY-MM-DD: the day a send is counted on. */
const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * A writer's audience stats as CSV (decision 178): one row per day of the daily stats (the last 30,
 * oldest first): subscribers at the end of the day (today's count less the later days' changes), those
 * who subscribed and unsubscribed that day, and the stories whose send was last sent that day with
 * their counts summed. Numbers and dates only: nothing a spreadsheet could run.
 */
export function audienceStatsCsv(stats: Stats): string {
  const sendsByDay = new Map<string, Stats['sends']>();
  for (const send of stats.sends) {
    if (send.lastSentAt == null) continue;
    const day = dayOf(send.lastSentAt);
    sendsByDay.set(day, [...(sendsByDay.get(day) ?? []), send]);
  }
  let subscribers = stats.subscriberCount;
  const rows = [...stats.subscribersOverTime].reverse().map((period) => {
    const sends = sendsByDay.get(period.start) ?? [];
    const row = [
      period.start,
      subscribers,
      period.subscribed,
      period.unsubscribed,
      sends.length,
      ...sendCounts.map((count) => sends.reduce((sum, send) => sum + send[count], 0)),
    ];
    subscribers -= period.subscribed - period.unsubscribed;
    return row.join(',');
  });
  return [audienceStatsColumns.join(','), ...rows.reverse()].join('\r\n') + '\r\n';
}
