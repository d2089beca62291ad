import { audienceStatsCsv } from './audience-stats-csv.ts';

const at = (day: string, hour = 12) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`) / 1000;
const send = (postId: string, lastSentAt: number | null, sent: number) => ({
  postId,
  sent,
  delivered: sent - 1,
  bounced: 1,
  complained: 0,
  opened: 2,
  clicked: 1,
  lastSentAt,
});

describe('audienceStatsCsv', () => {
  it('writes a row a day, oldest first: subscribers at the end of the day and the day’s sends summed', () => {
    const csv = audienceStatsCsv({
      __typename: 'NewsletterV3Stats',
      id: 'n',
      subscriberCount: 10,
      subscribersOverTime: [
        { start: '2026-11-25', subscribed: 3, unsubscribed: 0 },
        { start: '2026-11-26', subscribed: 0, unsubscribed: 0 },
        { start: '2026-11-27', subscribed: 2, unsubscribed: 1 },
      ],
      sends: [
        send('a', at('2026-11-27', 23), 9),
        send('b', at('2026-11-27', 0), 8),
        send('c', at('2026-11-25'), 5),
        send('d', null, 0),
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      'date,subscribers,subscribed,unsubscribed,stories_sent,sent,delivered,bounced,complained,opened,clicked',
      '2026-11-25,9,3,0,1,5,4,1,0,2,1',
      '2026-11-26,9,0,0,0,0,0,0,0,0,0',
      '2026-11-27,10,2,1,2,17,15,2,0,4,2',
      '',
    ]);
  });
});
