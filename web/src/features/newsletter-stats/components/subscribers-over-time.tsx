import { newsletterStatsTexts as texts } from '../texts.ts';
import { periodLabel, type StatsGranularity } from '../view.ts';

const granularities: StatsGranularity[] = ['DAILY', 'WEEKLY', 'MONTHLY'];

interface Period {
  start: string;
  subscribed: number;
  unsubscribed: number;
}

/** Subscriptions started and ended per period, newest first, with the daily/weekly/monthly switch. */
export function SubscribersOverTime({
  periods,
  granularity,
  choose,
}: {
  periods: readonly Period[];
  granularity: StatsGranularity;
  choose: (granularity: StatsGranularity) => void;
}) {
  const moved = periods.filter((period) => period.subscribed > 0 || period.unsubscribed > 0);
  return (
    <section className="settings-section" aria-labelledby="stats-over-time">
      <h2 id="stats-over-time" className="settings-section__heading">
        {texts.overTime}
      </h2>
      <fieldset className="newsletter-stats__granularity">
        <legend className="visually-hidden">{texts.granularity}</legend>
        {granularities.map((each) => (
          <label key={each}>
            <input
              type="radio"
              name="granularity"
              value={each}
              checked={each === granularity}
              onChange={() => choose(each)}
            />{' '}
            {texts.granularities[each]}
          </label>
        ))}
      </fieldset>
      {moved.length === 0 ? (
        <p className="settings-section__value">{texts.noSubscribers}</p>
      ) : (
        <table className="newsletter-stats__table">
          <thead>
            <tr>
              <th scope="col">{texts.period}</th>
              <th scope="col">{texts.subscribed}</th>
              <th scope="col">{texts.unsubscribed}</th>
            </tr>
          </thead>
          <tbody>
            {[...moved].reverse().map((period) => (
              <tr key={period.start}>
                <th scope="row">{periodLabel(period.start, granularity)}</th>
                <td>{period.subscribed}</td>
                <td>{period.unsubscribed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
