import { Link } from '#web/lib/router/link.tsx';
import { membershipTexts as t } from '#web/connected/membership/membership-texts.ts';
import type { ViewerMembershipStatus } from '#web/connected/membership/membership-status-query.ts';
import { formatDate } from '#web/lib/format/date.ts';
import { formatMoney } from '#web/lib/format/money.ts';
import { PaymentMethod } from '#web/ui/payment-method.tsx';
import { UpdatePaymentMethodLink } from '#web/connected/membership/update-payment-method-link.tsx';
import { manageTexts } from '../texts.ts';

/**
 * Spec 2 §4: the plan (the scheduled switch's type if any, else the current one), the price with
 * 'monthly until {date} and then' for a discounted monthly plan without a switch, the next payment,
 * and the payment method with its brand.
 */
export function MembershipSummary({ status }: { status: ViewerMembershipStatus }) {
  const schedule = status.switchPlanSchedule;
  const shownType = schedule?.membershipType ?? status.membershipType;
  const discount = status.planV2.discount;
  const monthlyDiscount = discount && !schedule && status.membershipType.endsWith('MONTHLY');
  const price = (amount: number) => formatMoney(amount, status.currency);
  const charge = schedule
    ? `${price(schedule.plan.price.amount)} ${t.cadence(schedule.membershipType)}`
    : monthlyDiscount && status.discountEndsAt
      ? `${price(status.amount)} ${t.discountUntil(formatDate(status.discountEndsAt))} ${price(discount.regularPrice.amount)} ${t.cadence(status.membershipType)}`
      : `${price(status.amount)} ${t.cadence(status.membershipType)}`;
  const periodEnd = formatDate(status.currentPeriodEndsAt);
  return (
    <section className="manage-membership__summary" aria-labelledby="manage-plan">
      <h2 id="manage-plan">{manageTexts.yourPlan}</h2>
      <p className="manage-membership__plan" data-membership-type={shownType}>
        {t.planName[shownType]}
      </p>
      {schedule && (
        <p className="manage-membership__schedule">
          {t.switchScheduled(t.planName[schedule.membershipType], formatDate(schedule.startAt))}
        </p>
      )}
      {status.isCancelled ? (
        <p className="manage-membership__ends">{t.endsOn(periodEnd)}</p>
      ) : (
        <p className="manage-membership__next">{t.nextCharge(periodEnd)}</p>
      )}
      {discount && status.discountEndsAt && (
        <p className="manage-membership__discount">
          {manageTexts.offerApplied(discount.percentOff, formatDate(status.discountEndsAt))}
        </p>
      )}
      <h2>{manageTexts.payment}</h2>
      {!status.isCancelled && <p className="manage-membership__charge">{t.charged(charge)}</p>}
      {status.paymentMethod ? (
        <PaymentMethod method={status.paymentMethod} describeCard={t.card} describeExpiry={t.expires} />
      ) : (
        <p>{t.noPaymentMethod}</p>
      )}
      {status.paymentProvider === 'STRIPE' && <UpdatePaymentMethodLink className="manage-membership__card" />}
      {status.paymentProvider === 'BRAINTREE' && <p>{t.braintree}</p>}
      {status.isCancelled ? (
        status.isEligibleForReactivation && (
          <a href="#reactivateMembership" className="button button--dark">
            {manageTexts.reactivateLink}
          </a>
        )
      ) : (
        <Link to="ShowCancelMembership" params={{}} className="manage-membership__cancel">
          {manageTexts.cancelLink}
        </Link>
      )}
    </section>
  );
}
