import { formatDate } from '#web/lib/format/date.ts';
import { useNewsletterSendTitles, type NewsletterStats } from '../api/newsletter-stats-query.ts';
import { newsletterStatsTexts as texts } from '../texts.ts';
import { rateOf } from '../view.ts';

type Send = NewsletterStats['sends'][number];

const countWithRate = (count: number, sent: number) => `${count} (${rateOf(count, sent)})`;

/** The latest sends, newest first: each story's recipients counted once per outcome (decision 164). */
export function SendsTable({
  sends,
  tracksOpensAndClicks,
}: {
  sends: readonly Send[];
  tracksOpensAndClicks: boolean;
}) {
  const titles = useNewsletterSendTitles(sends.map((send) => send.postId)).data?.postResults;
  const titleOf = (postId: string) =>
    titles?.find((post) => post.id === postId)?.title ?? (titles ? texts.unknownStory : '');
  return (
    <section className="settings-section" aria-labelledby="stats-sends">
      <h2 id="stats-sends" className="settings-section__heading">
        {texts.sends}
      </h2>
      {tracksOpensAndClicks ? null : <p className="settings-field__hint">{texts.notTracked}</p>}
      {sends.length === 0 ? (
        <p className="settings-section__value">{texts.noSends}</p>
      ) : (
        <table className="newsletter-stats__table">
          <thead>
            <tr>
              <th scope="col">{texts.story}</th>
              <th scope="col">{texts.date}</th>
              <th scope="col">{texts.sent}</th>
              <th scope="col">{texts.delivered}</th>
              <th scope="col">{texts.bounced}</th>
              {tracksOpensAndClicks ? (
                <>
                  <th scope="col">{texts.opened}</th>
                  <th scope="col">{texts.clicked}</th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {sends.map((send) => (
              <tr key={send.postId}>
                <th scope="row">{titleOf(send.postId)}</th>
                <td>{send.lastSentAt == null ? '' : formatDate(send.lastSentAt)}</td>
                <td>{send.sent}</td>
                <td>{countWithRate(send.delivered, send.sent)}</td>
                <td>{countWithRate(send.bounced, send.sent)}</td>
                {tracksOpensAndClicks ? (
                  <>
                    <td>{countWithRate(send.opened, send.sent)}</td>
                    <td>{countWithRate(send.clicked, send.sent)}</td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
