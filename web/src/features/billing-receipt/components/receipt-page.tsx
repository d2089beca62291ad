import { chargeTexts } from '#web/connected/billing/charge-texts.ts';
import { membershipTexts } from '#web/connected/membership/membership-texts.ts';
import { formatDate } from '#web/lib/format/date.ts';
import { formatMoney } from '#web/lib/format/money.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import { PaymentMethod } from '#web/ui/payment-method.tsx';
import { useBillingReceiptQuery, type ReceiptCharge } from '../api/billing-receipt-query.ts';
import { receiptTexts as texts } from '../texts.ts';

/** One row of the receipt's table: a label and an amount. */
function Row({ label, amount, className }: { label: string; amount: string; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row">{label}</th>
      <td>{amount}</td>
    </tr>
  );
}

/** The receipt itself: who was paid, when, how, for what, and how much. */
export function Receipt({ charge }: { charge: ReceiptCharge }) {
  const money = (cents: number) => formatMoney(cents, charge.currency);
  const paid = charge.status !== 'FAILED';
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__header">
        <p className="receipt__seller">{texts.seller}</p>
        <h1 id="receipt-title" className="receipt__title">
          {charge.receiptNumber ? texts.number(charge.receiptNumber) : texts.title}
        </h1>
      </header>
      <dl className="receipt__facts">
        <dt>{paid ? texts.datePaid : texts.dateAttempted}</dt>
        <dd>{formatDate(charge.createdAt)}</dd>
        <dt>{texts.paymentMethod}</dt>
        <dd>
          {charge.paymentMethod && (
            <PaymentMethod
              method={charge.paymentMethod}
              describeCard={membershipTexts.card}
              describeExpiry={membershipTexts.expires}
            />
          )}
        </dd>
      </dl>
      {!paid && <p className="receipt__failed">{texts.notPaid}</p>}
      <table className="receipt__items">
        <caption>{texts.items}</caption>
        <tbody>
          <Row label={chargeTexts.product[charge.productKind]} amount={money(charge.subtotal)} />
          {charge.discount > 0 && <Row label={texts.discount} amount={`−${money(charge.discount)}`} />}
          <Row label={texts.amountPaid} amount={money(paid ? charge.amount : 0)} className="receipt__total" />
          {charge.amountRefunded > 0 && (
            <Row label={texts.amountRefunded} amount={money(charge.amountRefunded)} />
          )}
        </tbody>
      </table>
      <p className="receipt__currency">{texts.currency(charge.currency)}</p>
      <button type="button" className="button button--dark receipt__print" onClick={() => window.print()}>
        {texts.print}
      </button>
    </article>
  );
}

/**
 * /me/billing-history/receipt/{chargeId}: the preloaded charge (the page data let only the payer here),
 * on the account surface as the other membership pages.
 */
export function ReceiptPage({ params }: PageProps) {
  const { data } = useBillingReceiptQuery(params.chargeId ?? '');
  const charge = data?.billingCharge;
  if (charge?.__typename !== 'ChargeV2') return <p aria-busy="true">{texts.loading}</p>;
  return (
    <AccountSurface>
      <div className="receipt-page">
        <Receipt charge={charge} />
      </div>
    </AccountSurface>
  );
}
