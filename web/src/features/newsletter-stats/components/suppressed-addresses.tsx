import { formatDate } from '#web/lib/format/date.ts';
import type { NewsletterStats } from '../api/newsletter-stats-query.ts';
import { newsletterStatsTexts as texts } from '../texts.ts';

type Suppressed = NewsletterStats['suppressed'][number];

/** Addresses never sent to again (decision 163): how many, and which, newest first. */
export function SuppressedAddresses({
  count,
  addresses,
}: {
  count: number;
  addresses: readonly Suppressed[];
}) {
  return (
    <section className="settings-section" aria-labelledby="stats-suppressed">
      <h2 id="stats-suppressed" className="settings-section__heading">
        {texts.suppressed(count)}
      </h2>
      {addresses.length === 0 ? (
        <p className="settings-section__value">{texts.noSuppressed}</p>
      ) : (
        <>
          <p className="settings-field__hint">{texts.suppressedAbout}</p>
          <table className="newsletter-stats__table">
            <thead>
              <tr>
                <th scope="col">{texts.address}</th>
                <th scope="col">{texts.reason}</th>
                <th scope="col">{texts.date}</th>
              </tr>
            </thead>
            <tbody>
              {addresses.map((each) => (
                <tr key={each.address}>
                  <th scope="row">{each.address}</th>
                  <td>{texts.reasons[each.reason] ?? each.reason}</td>
                  <td>{formatDate(each.suppressedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
