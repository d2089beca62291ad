import { NetworkStatus } from '@apollo/client';
import { chargeTexts } from '#web/connected/billing/charge-texts.ts';
import { formatDate } from '#web/lib/format/date.ts';
import { formatMoney } from '#web/lib/format/money.ts';
import { Link } from '#web/lib/router/link.tsx';
import { ShowMoreButton } from '#web/ui/show-more/show-more-button.tsx';
import { useBillingHistoryQuery, type BillingHistoryCharge } from '../../api/billing-history-query.ts';
import { settingsTexts } from '../../texts.ts';
import { SettingsSection } from '../fields/settings-section.tsx';

const columns = settingsTexts.billingColumns;

/** One charge: when, what, how much (and its state unless paid), and its receipt. */
function ChargeRow({ charge }: { charge: BillingHistoryCharge }) {
  return (
    <tr data-charge={charge.id}>
      <td>{formatDate(charge.createdAt)}</td>
      <td>
        {chargeTexts.product[charge.productKind]}
        {charge.status !== 'PAID' && (
          <span className="billing-history__status"> · {chargeTexts.status[charge.status]}</span>
        )}
      </td>
      <td className="billing-history__amount">{formatMoney(charge.amount, charge.currency)}</td>
      <td>
        <Link to="ShowBillingReceipt" params={{ chargeId: charge.id }}>
          {chargeTexts.receipt}
        </Link>
      </td>
    </tr>
  );
}

/** #billingHistory: the viewer's charges, newest first, with Show more while pages remain. */
export function BillingHistory() {
  const { data, error, fetchMore, networkStatus } = useBillingHistoryQuery();
  const answer = data?.billingHistory;
  const connection = answer?.__typename === 'ChargeConnection' ? answer : undefined;
  let body;
  if (connection && connection.charges.length === 0)
    body = <p className="settings-section__value">{settingsTexts.noCharges}</p>;
  else if (connection)
    body = (
      <>
        <table className="billing-history">
          <thead>
            <tr>
              <th scope="col">{columns.date}</th>
              <th scope="col">{columns.description}</th>
              <th scope="col">{columns.amount}</th>
              <th scope="col">
                <span className="visually-hidden">{columns.receipt}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {connection.charges.map((charge) => (
              <ChargeRow key={charge.id} charge={charge} />
            ))}
          </tbody>
        </table>
        <ShowMoreButton
          next={connection.pagingInfo.next}
          fetchMore={fetchMore}
          loadingMore={networkStatus === NetworkStatus.fetchMore}
          what="charges"
        />
      </>
    );
  else if (error || answer)
    body = <p className="settings-section__value">{settingsTexts.billingHistoryFailed}</p>;
  else body = <p aria-busy="true" />;
  return (
    <SettingsSection id="billingHistory" heading={settingsTexts.billingHistoryHeading}>
      {body}
    </SettingsSection>
  );
}
